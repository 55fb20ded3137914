import { escapeHtml } from "~/utils/escape-html";

import { KEPT_COPY_ATTRIBUTE } from "~/engine/core/page-data";

import { OFFLINE_PAGE, onlineOnlyPart } from "./model";

/** What the offline page needs from the build and from the pages the worker kept. */
export interface OfflinePageOptions {
  /** The address the visitor asked for (path and query). */
  address: string;
  /** The site's stylesheet (a precached /assets URL), so the page looks like the site. */
  stylesheet: string;
  /** The class of the kept home page's <html> (the visitor's theme: "dark", "light" or ""). */
  themeClass: string;
}

/** A kept page's HTML marked as a copy made for another query (see KEPT_COPY_ATTRIBUTE). */
export function markedAsKeptForAnotherQuery(html: string): string {
  return html.replace(/<html\b/i, `<html ${KEPT_COPY_ATTRIBUTE}`);
}

/** The theme class of a kept page's HTML, for the offline page to match it. */
export function themeClassOf(html: string): string {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? "";
  const value = /\bclass="([^"]*)"/i.exec(tag)?.[1] ?? "";
  return /^[\w -]*$/.test(value) ? value : "";
}

/**
 * The page the service worker answers with when the network does not answer and it kept no copy
 * of the page: says plainly why (a page never opened here, or an online-only part of the site)
 * and links to what works offline. Static HTML with the site's stylesheet and no script.
 */
export function offlinePageHtml({ address, stylesheet, themeClass }: OfflinePageOptions): string {
  const pathname = new URL(address, "https://offline.invalid").pathname;
  const { title, reason } = onlineOnlyPart(pathname) ?? OFFLINE_PAGE.notKept;
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" class="font-medium text-accent underline underline-offset-4 hover:no-underline">${escapeHtml(text)}</a>`;
  return `<!DOCTYPE html>
<html lang="en" class="${escapeHtml(themeClass)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${OFFLINE_PAGE.documentTitle}: ${title}`)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body class="flex min-h-dvh flex-col bg-bg text-fg antialiased">
<main id="main" class="mx-auto w-full max-w-2xl flex-1 px-4 py-16">
<h1 class="text-3xl font-bold tracking-tight">${escapeHtml(title)}</h1>
<p class="mt-4 text-lg text-muted-fg">${escapeHtml(reason)}</p>
<nav aria-label="Offline" class="mt-8">
<ul class="flex flex-wrap gap-x-6 gap-y-3">
<li>${link(address, OFFLINE_PAGE.tryAgain)}</li>
<li>${link("/", OFFLINE_PAGE.home)}</li>
<li>${link("/all", OFFLINE_PAGE.allGenerators)}</li>
</ul>
</nav>
</main>
</body>
</html>
`;
}
