/** The header's links, in order. One list: the desktop bar and the mobile drawer both read it. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/all", label: "Generators" },
  { href: "/spin-the-wheel", label: "Wheel" },
  { href: "/categories", label: "Categories" },
  { href: "/packs", label: "Packs" },
  { href: "/draws", label: "Draws" },
  { href: "/articles", label: "Articles" },
  { href: "/docs", label: "Docs" },
] as const;

/**
 * Whether a header link is the current section for a pathname: Home only on "/" itself,
 * the others on their own page and anything nested under it (/categories/dice → Categories).
 */
export function isCurrentSection(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}

/** Whether the visitor's platform uses ⌘ rather than Ctrl for shortcuts, from its user agent. */
export function isApplePlatform(userAgent: string): boolean {
  return /Macintosh|Mac OS X|iPhone|iPad|iPod/i.test(userAgent);
}
