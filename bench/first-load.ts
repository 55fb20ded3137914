/**
 * What a page makes the browser download before any interaction: its JavaScript and CSS, gzipped,
 * read from the production build (`build/client`). Used by `npm run bench` (for its report) and
 * by the bytes budget in the browser tests (tests/e2e/budget.spec.ts), so both count the same way.
 *
 * A page's first load is what its HTML names: the stylesheets, the `modulepreload` links and the
 * modules its inline script imports. Remix derives those from its manifest
 * (`build/client/assets/manifest-*.js`, `window.__remixManifest`): the entry module and its
 * imports, and for every matched route (root first) the route module, its static imports and its
 * CSS. Stylesheets a route adds through `links` (the site's Tailwind CSS) appear only in the HTML.
 * Everything else under `assets/` is loaded later, on demand.
 */

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

import type { Page } from "@playwright/test";

/** The goal for every page's first-load JavaScript, gzipped (issues 8 and 20): 100 KB. */
export const FIRST_LOAD_JS_GOAL_BYTES = 100_000;

/**
 * What CI allows on every page (tests/e2e/budget.spec.ts): the goal itself, met since 2026-11-26
 * (the largest page, a generator page, at 98.5 KB).
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = FIRST_LOAD_JS_GOAL_BYTES;

/** gzip level used for every figure: 9, as `gzip -9` (the most a static host would send). */
export const GZIP_LEVEL = 9;

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RemixManifest {
  url: string;
  version: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string; parentId?: string }>;
}

export interface Asset {
  /** URL path, e.g. `/assets/components-DXeUSuig.js`. */
  url: string;
  kind: "js" | "css";
  bytes: number;
  gzip: number;
}

/** Reads `window.__remixManifest` from the build's manifest module (it is a plain script). */
export function readManifest(clientDir: string): RemixManifest {
  const assets = path.join(clientDir, "assets");
  const names = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (names.length !== 1) {
    throw new Error(`expected one manifest-*.js in ${assets}, found ${names.length}: build first`);
  }
  const sandbox: { window: { __remixManifest?: RemixManifest } } = { window: {} };
  runInNewContext(readFileSync(path.join(assets, names[0]!), "utf8"), sandbox);
  const manifest = sandbox.window.__remixManifest;
  if (!manifest) throw new Error(`${names[0]} does not set window.__remixManifest`);
  return manifest;
}

/** The route ids from the root down to `routeId`. */
export function routeBranch(manifest: RemixManifest, routeId: string): string[] {
  const branch: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`no route "${id}" in the manifest`);
    branch.unshift(id);
  }
  return branch;
}

/** URLs of the JavaScript and CSS the HTML of a page matching `routeId` makes the browser load. */
export function firstLoadUrls(manifest: RemixManifest, routeId: string): string[] {
  // The manifest file itself is not among them: with lazy route discovery, Remix writes the
  // matched routes' part of it into the HTML, and fetches the rest only as links are followed.
  const urls = new Set<string>([manifest.entry.module]);
  for (const url of manifest.entry.imports ?? []) urls.add(url);
  for (const url of manifest.entry.css ?? []) urls.add(url);
  for (const id of routeBranch(manifest, routeId)) {
    const route = manifest.routes[id]!;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
    for (const url of route.css ?? []) urls.add(url);
  }
  return [...urls];
}

/**
 * The JavaScript and CSS URLs a served HTML page names: stylesheets, module preloads, module
 * scripts and the modules its inline scripts import. Fonts, icons and other links are ignored.
 */
export function urlsInHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel="([^"]*)"/i.exec(tag)?.[1] ?? "";
    const href = /\bhref="([^"]*)"/i.exec(tag)?.[1];
    if (href && /\b(stylesheet|modulepreload)\b/i.test(rel)) urls.add(href);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) urls.add(src!);
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, url] of body!.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+)["']/g)) {
      urls.add(url!);
    }
  }
  return [...urls].filter((url) => /\.(m?js|css)(\?|$)/.test(url));
}

/** Size of one built file, raw and gzipped. */
export function measureAsset(clientDir: string, url: string): Asset {
  const file = readFileSync(path.join(clientDir, url.replace(/^\//, "")));
  return {
    url,
    kind: url.endsWith(".css") ? "css" : "js",
    bytes: file.length,
    gzip: gzipSync(file, { level: GZIP_LEVEL }).length,
  };
}

export interface FirstLoad {
  assets: Asset[];
  js: { bytes: number; gzip: number };
  css: { bytes: number; gzip: number };
}

/** Sums the sizes of `urls` (each once), split into JavaScript and CSS. */
export function measureUrls(clientDir: string, urls: readonly string[]): FirstLoad {
  const assets = [...new Set(urls)].map((url) => measureAsset(clientDir, url));
  const sum = (kind: Asset["kind"]) =>
    assets
      .filter((asset) => asset.kind === kind)
      .reduce((total, a) => ({ bytes: total.bytes + a.bytes, gzip: total.gzip + a.gzip }), {
        bytes: 0,
        gzip: 0,
      });
  return { assets, js: sum("js"), css: sum("css") };
}

/**
 * Every JavaScript file under `assets/` whose name starts with `prefix` (Vite names a chunk after
 * its first module, e.g. `search-palette-…js`), for listing the lazy parts by name.
 */
export function chunksNamed(clientDir: string, prefix: string): string[] {
  return readdirSync(path.join(clientDir, "assets"))
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith(".js"))
    .filter((name) => /^[\w.-]+-[\w-]{8}\.js$/.test(name))
    .map((name) => `/assets/${name}`);
}

/** The static imports of a built chunk (its `import … from "./x.js"` lines), as URLs. */
export function staticImportsOf(clientDir: string, url: string): string[] {
  const code = readFileSync(path.join(clientDir, url.replace(/^\//, "")), "utf8");
  const dir = path.posix.dirname(url);
  const found = new Set<string>();
  for (const [, spec] of code.matchAll(
    /\bimport\s*(?:[\w*{}$\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    found.add(path.posix.join(dir, spec!));
  }
  return [...found];
}

/**
 * What loading the lazy chunk `url` adds to a page that already loaded `loaded`: the chunk and
 * its static imports, recursively, minus what the page already had.
 */
export function lazyAddition(
  clientDir: string,
  url: string,
  loaded: ReadonlySet<string>,
): string[] {
  const added = new Set<string>();
  const visit = (next: string) => {
    if (loaded.has(next) || added.has(next)) return;
    added.add(next);
    for (const dep of staticImportsOf(clientDir, next)) visit(dep);
  };
  visit(url);
  return [...added];
}

/** What a page has downloaded of the build's scripts so far: gzipped bytes and files. */
export interface ScriptCount {
  bytes: number;
  files: number;
}

/**
 * Counts every script of the build (`/assets/*.js`) that `page` requests from now on, islands and
 * lazy chunks included (issue 29.2's count until the network is idle); the returned function
 * gives the count so far, gzipped as measureAsset does.
 */
export function countScripts(page: Page, clientDir: string): () => ScriptCount {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.add(pathname);
  });
  return () => ({
    bytes: [...scripts].reduce((sum, url) => sum + measureAsset(clientDir, url).gzip, 0),
    files: scripts.size,
  });
}
