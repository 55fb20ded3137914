// The service worker (/sw.js), bundled apart from the app by build-tools/service-worker.ts, which
// fills in __SERVICE_WORKER_BUILD__ from the build it runs after. Built on Workbox's modules:
// their precache, routing and strategies are kept by Chrome's team and are what the Remix PWA
// libraries wrap; our own part is only which request gets which strategy (model.ts says why).
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import type { WorkboxPlugin } from "workbox-core/types";

import { WHEEL_GENERATOR_ID, WHEEL_SERVER_PARAMETERS } from "~/engine/shared/wheel-id";

import { onlineOnlyPart, PAGES_KEPT_ON_INSTALL, RUNTIME_CACHES, SKIP_WAITING } from "./model";
import { markedAsKeptForAnotherQuery, offlinePageHtml, themeClassOf } from "./offline-page";
import type { ServiceWorkerBuild } from "./service-worker-build";
import {
  discoveryResponse,
  documentAddressOf,
  isDataRequest,
  reloadDocumentResponse,
} from "./remix-requests";

declare const __SERVICE_WORKER_BUILD__: ServiceWorkerBuild;
const BUILD = __SERVICE_WORKER_BUILD__;

/** The parts of the worker's global scope used here (the DOM library types the app's globals). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: true }): Promise<{ url: string }[]>;
  };
  addEventListener(type: "install" | "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

// The shell, the engine, the catalogue index and the code of the pages kept on install.
precacheAndRoute(BUILD.precache.map((url) => ({ url, revision: null })));
cleanupOutdatedCaches();

/** Whether an answer may be kept: complete, and not no-store (a secret's page never is). */
const isKeepable = (response: Response) =>
  response.status === 200 && !/no-store/i.test(response.headers.get("Cache-Control") ?? "");

const keepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response) ? response : null),
};

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

// No network timeout: a slow network is waited for, never answered with an old copy in silence
// (issue 31: pages are never served stale while online).
const pages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.pages,
  // Pages vary by cookie (theme, consent); this browser's copy is the one wanted.
  matchOptions: { ignoreVary: true },
  plugins: [keepable, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});

const assets = new CacheFirst({
  cacheName: RUNTIME_CACHES.assets,
  plugins: [keepable, new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true })],
});

/** Caches the code and data of the generator a page shows, so its Generate works offline. */
async function keepGeneratorCode(pathname: string): Promise<void> {
  const files = BUILD.generators[pathname.slice(1)];
  if (!files) return;
  const cache = await caches.open(RUNTIME_CACHES.assets);
  await Promise.all(
    files.map(async (file) => {
      if (await caches.match(file)) return;
      const response = await fetch(file);
      if (response.ok) await cache.put(file, response);
    }),
  );
}

/**
 * Keeps a page the visitor reached by a link within the site (Remix fetched its data, never its
 * document) as a navigation would: its document, through the pages' strategy, and its
 * generator's code.
 */
async function keepPage(address: string, event: ExtendableEvent): Promise<void> {
  const { pathname } = new URL(address, worker.location.origin);
  if (onlineOnlyPart(pathname)) return;
  // The code first: a kept page always has it.
  await keepGeneratorCode(pathname);
  const request = new Request(address, { credentials: "same-origin" });
  await pages.handleAll({ request, event })[1];
}

/**
 * The kept copy of a generator's page made with other settings or another seed (any query): the
 * page, seeing that its address asks for another run, makes that run in the browser. Not for a
 * wheel whose address names a short link or a stored list: only the server can read those.
 */
async function keptGeneratorPage(url: URL): Promise<Response | undefined> {
  const id = url.pathname.slice(1);
  if (!BUILD.generators[id]) return undefined;
  const needsServer = (name: string) => url.searchParams.has(name);
  if (id === WHEEL_GENERATOR_ID && WHEEL_SERVER_PARAMETERS.some(needsServer)) return undefined;
  const cache = await caches.open(RUNTIME_CACHES.pages);
  const kept = await cache.match(url.pathname, { ignoreSearch: true, ignoreVary: true });
  // The wheel adopts its address its own way (wheel-at-address.tsx), its kept list in view.
  if (!kept || id === WHEEL_GENERATOR_ID) return kept;
  const headers = new Headers(kept.headers);
  // The body grows by the mark: the kept length no longer applies.
  headers.delete("Content-Length");
  return new Response(markedAsKeptForAnotherQuery(await kept.text()), {
    status: kept.status,
    statusText: kept.statusText,
    headers,
  });
}

/** The page that explains what is offline, in the theme of the pages kept. */
async function offlinePage(address: string): Promise<Response> {
  const home = await caches.match("/", { cacheName: RUNTIME_CACHES.pages, ignoreVary: true });
  const themeClass = home ? themeClassOf(await home.text()) : "";
  // 200, not 503: the page itself is complete; browsers would log a 503 as a failed load.
  return new Response(offlinePageHtml({ address, stylesheet: BUILD.stylesheet, themeClass }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'self'; font-src 'self'",
    },
  });
}

/** What a request becomes when the network gives no answer. */
async function orOffline(
  answer: () => Promise<Response>,
  onFailure: () => Response | Promise<Response>,
) {
  try {
    return await answer();
  } catch {
    return onFailure();
  }
}

// Pages: the network first, every time (so a kept page is shown only when the network fails),
// then the copy kept from the last visit, then for a generator a copy with another query, then
// the offline page.
registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && sameOrigin(url) && !onlineOnlyPart(url.pathname),
  async (options) => {
    const { url, event } = options;
    const address = `${url.pathname}${url.search}`;
    return orOffline(
      async () => {
        const response = await pages.handle(options);
        if (response.ok) event.waitUntil(keepGeneratorCode(url.pathname).catch(() => {}));
        return response;
      },
      async () => (await keptGeneratorPage(url)) ?? offlinePage(address),
    );
  },
);

// Online-only pages: never kept; offline, the page says why they need a connection.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url),
  ({ request, url }) =>
    orOffline(
      () => fetch(request),
      () => offlinePage(`${url.pathname}${url.search}`),
    ),
);

// A page's data on a navigation within the site: not kept itself, but once it comes, the page's
// document and code are, as if it had been loaded (Remix never asks for the document).
// Offline, the page is loaded as a document instead, which the routes above show or explain.
registerRoute(
  ({ url }) => sameOrigin(url) && isDataRequest(url),
  ({ request, url, event }) =>
    orOffline(
      async () => {
        const response = await fetch(request);
        if (response.status === 200) {
          event.waitUntil(keepPage(documentAddressOf(url), event).catch(() => {}));
        }
        return response;
      },
      () => reloadDocumentResponse(documentAddressOf(url)),
    ),
);

// Route discovery: the network, else the routes of this worker's build.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === "/__manifest",
  ({ request, url }) =>
    orOffline(
      () => fetch(request),
      () => discoveryResponse(url, BUILD),
    ),
);

// Content-hashed code, styles and fonts: the cache first (a file never changes under its name).
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"), assets);

// Icons and the web app manifest: the copy at once, refreshed behind it.
const icons = new Set(BUILD.icons);
registerRoute(
  ({ url }) => sameOrigin(url) && icons.has(url.pathname),
  new StaleWhileRevalidate({ cacheName: RUNTIME_CACHES.statics, plugins: [keepable] }),
);

/**
 * Fetches the pages kept on install, the pages open as it installs (the visit that brought the
 * worker came before it could keep anything) and their generators' code: one visit is enough.
 */
async function keepPagesOnInstall(): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHES.pages);
  const open = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const openPaths = open
    .map((client) => new URL(client.url))
    .filter((url) => sameOrigin(url) && !onlineOnlyPart(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
  const statics = await caches.open(RUNTIME_CACHES.statics);
  await Promise.allSettled([
    ...BUILD.icons.map((path) => statics.add(path)),
    ...[...new Set([...PAGES_KEPT_ON_INSTALL, ...openPaths])].map(async (path) => {
      const response = await fetch(path, { credentials: "same-origin" });
      if (isKeepable(response)) await cache.put(path, response);
      await keepGeneratorCode(new URL(path, worker.location.origin).pathname);
    }),
  ]);
}

worker.addEventListener("install", (event) => {
  // A page the network cannot give now is kept when it is next visited.
  event.waitUntil(keepPagesOnInstall());
});

worker.addEventListener("activate", (event) => {
  // The first worker takes the open pages at once; a later one only after the visitor's Reload.
  event.waitUntil(worker.clients.claim());
});

worker.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING) void worker.skipWaiting();
});
