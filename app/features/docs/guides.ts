/** The guide pages of the docs, in reading order; each is served at /docs/{slug}. */
export const GUIDES = [
  {
    slug: "getting-started",
    title: "Getting started",
    description:
      "Find a generator, set its inputs, generate, then copy, save, download or share the values.",
  },
  {
    slug: "seeds-and-permalinks",
    title: "Seeds and permalinks",
    description:
      "How a seed makes values reproducible, and what the seed, v and at parameters of a permalink mean.",
  },
  {
    slug: "api",
    title: "Public API",
    description:
      "Run any generator from a script, a spreadsheet or a bot: keyless JSON, text or CSV, reproducible by seed.",
  },
  {
    slug: "saved-values-and-privacy",
    title: "Saved values and privacy",
    description:
      "Where saved values are kept, how many fit, what happens on sign-in and sign-out, and what never leaves your browser.",
  },
  {
    slug: "why-the-wheel-is-fair",
    title: "Why the wheel is fair",
    description:
      "The spin is drawn by the engine before the wheel turns: exact weights, no timing tricks, and a link anyone can check.",
  },
  {
    slug: "how-public-draws-work",
    title: "How public draws work",
    description:
      "Entries committed first, winners decided by a verified drand beacon round, every step checkable by anyone.",
  },
  {
    slug: "class-lists",
    title: "Using class lists",
    description:
      "Keep a list of names once, fill any tool with it, and pick in rotation: nobody twice until everyone has been picked.",
  },
  {
    slug: "offline",
    title: "Working offline",
    description:
      "After one visit, generators you opened, the wheel, saved values and class lists work without a connection; draws and sign-in need one.",
  },
  {
    slug: "embedding",
    title: "Embedding a generator",
    description:
      "Put a generator or the wheel in slides, a blog or a stream with an iframe, or by pasting its link where oEmbed is read.",
  },
  {
    slug: "keyboard-shortcuts",
    title: "Keyboard shortcuts",
    description:
      "Open search with Ctrl+K or ⌘K, choose with the arrows and Enter, generate with Enter and close dialogs with Escape.",
  },
  {
    slug: "cookies-and-consent",
    title: "Cookies and consent",
    description:
      "Every cookie the site sets, what it holds and for how long, and how consent controls Google Analytics.",
  },
  {
    slug: "self-hosting",
    title: "Self-hosting on Cloudflare",
    description:
      "Run your own copy on Cloudflare Pages with D1: local start, configuration, deployment and optional accounts.",
  },
] as const;

export type Guide = (typeof GUIDES)[number];
export type GuideSlug = Guide["slug"];

/** The guide at /docs/{slug}, if there is one. */
export function getGuide(slug: string): Guide | undefined {
  return GUIDES.find((guide) => guide.slug === slug);
}
