// Offline use: what the service worker keeps, what stays online-only, and what the visitor reads.
import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";

/** Where the service worker is served from: the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The caches the worker fills as pages and code are used (the precache is Workbox's own). */
export const RUNTIME_CACHES = {
  /** Pages as the server last rendered them, served only when the network does not answer. */
  pages: "randomly-pages",
  /** Content-hashed build files (/assets/*): never change, so served from the cache first. */
  assets: "randomly-assets",
  /** Icons and the web app manifest: served from the cache and refreshed behind it. */
  statics: "randomly-static",
} as const;

/**
 * The pages the worker fetches as it installs, so one visit to any page is enough for them to
 * work offline: the home page, every generator, the wheel and the class lists.
 */
export const PAGES_KEPT_ON_INSTALL = ["/", "/all", `/${WHEEL_GENERATOR_ID}`, "/lists"] as const;

/** A part of the site that needs the server every time, and what an offline visitor is told. */
export interface OnlineOnly {
  /** Path prefixes, each matching itself and what is below it. */
  prefixes: readonly string[];
  /** The heading of its offline page. */
  title: string;
  /** Why it cannot work offline, in a sentence or two. */
  reason: string;
}

/** Everything that stays online-only: never kept by the worker, and said so when offline. */
export const ONLINE_ONLY: readonly OnlineOnly[] = [
  {
    prefixes: ["/draws", "/log"],
    title: "Public draws need a connection",
    reason:
      "A public draw is committed on the server, decided by a public randomness beacon and recorded in the public log, so draws cannot be made, opened or checked offline.",
  },
  {
    prefixes: ["/sign-in", "/sign-up", "/user", "/organization"],
    title: "Signing in needs a connection",
    reason:
      "Your account lives on the server. Saved values, wheels and class lists kept on this device still work offline, and they are merged into your account the next time you are online and signed in.",
  },
  {
    prefixes: ["/api", "/mcp", "/oembed", "/embed", "/resources", "/prebuilt-api"],
    title: "The API needs a connection",
    reason:
      "The public API, the MCP server, oEmbed and embeds answer from the server every time; nothing of them is kept for offline use.",
  },
  {
    prefixes: ["/cookie-settings", "/healthz", "/robots.txt", "/sitemap.xml"],
    title: "This page needs a connection",
    reason: "It is answered by the server every time and is not kept for offline use.",
  },
];

/** The online-only part a path belongs to, or null when the worker may keep it. */
export function onlineOnlyPart(pathname: string): OnlineOnly | null {
  return (
    ONLINE_ONLY.find((part) =>
      part.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    ) ?? null
  );
}

/** What an offline visitor reads on a page the worker cannot show. */
export const OFFLINE_PAGE = {
  documentTitle: "Offline",
  /** For a page of the site never opened on this device (a generator, a category, a guide). */
  notKept: {
    title: "You are offline",
    reason:
      "This page has not been opened on this device yet, so it needs a connection once. After that it works offline too, like every page and generator you have already opened.",
  },
  tryAgain: "Try again",
  home: "Home",
  allGenerators: "All generators",
} as const;

/** The prompt shown when a new version of the site has been installed behind the open page. */
export const UPDATE_PROMPT = {
  message: "New version available.",
  reload: "Reload",
  later: "Not now",
} as const;

/** The message a page sends a waiting worker to take over at once (after the visitor asked). */
export const SKIP_WAITING = "skip-waiting";
