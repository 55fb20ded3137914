// Where the site's images live: the social images (Open Graph, Twitter) of each page and the
// icons (favicon, Apple touch icon, web app manifest). `npm run images`
// (build-tools/site-images.tsx) draws them into public/ at build time; the pages' meta tags,
// the root's links and /site.webmanifest name them from here, so the two cannot drift apart.

/** The size of every social image: 1.91:1, as Open Graph and Twitter's large card ask. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The registries that give a page its own social image, named as its folder under /og/. */
export type SocialImageKind = "generators" | "categories" | "packs" | "articles";

/** The social image of one generator, category, pack or article. */
export function socialImagePath(kind: SocialImageKind, id: string): string {
  return `/og/${kind}/${id}.png`;
}

/** The social image of every other page (home, indexes, docs, errors). */
export const DEFAULT_SOCIAL_IMAGE_PATH = "/og/default.png";

/** A square PNG icon of the site's mark. */
export interface SiteIcon {
  path: string;
  size: number;
}

export const FAVICON_PATH = "/favicon.ico";
/** The mark itself (committed in public/): the favicon of browsers that take SVG, and the source of every icon. */
export const FAVICON_SVG_PATH = "/favicon.svg";
/** The pixel sizes inside favicon.ico (one PNG each). */
export const FAVICON_SIZES = [16, 32, 48] as const;
export const APPLE_TOUCH_ICON: SiteIcon = { path: "/apple-touch-icon.png", size: 180 };
/** The web app manifest's icons: the two sizes Android and Chrome ask for. */
export const MANIFEST_ICONS: readonly SiteIcon[] = [
  { path: "/icons/icon-192.png", size: 192 },
  { path: "/icons/icon-512.png", size: 512 },
];
export const MANIFEST_PATH = "/site.webmanifest";

/**
 * The light theme's colours (`--accent`, `--bg`, `--fg` and `--muted-fg` in app/tailwind.css; a
 * unit test keeps them equal): the manifest's theme and background colours, the social cards'.
 */
export const BRAND_COLORS = {
  accent: "#4338ca",
  background: "#ffffff",
  text: "#0f172a",
  mutedText: "#475569",
} as const;
