import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { DESKTOP_UA, expect, test } from "./fixtures";
import { checkHtmlFiles, javaAvailable } from "../support/html-checker";
import { sitemapPaths } from "../support/sitemap";

// Valid HTML (issue 20): the W3C Nu HTML Checker (vnu-jar) reports no error on any page of the
// sitemap, nor on the 404 page, nor on a person's first visit (which may hold the consent
// dialog). Pages are fetched whole and checked in one run of the checker.

const NOT_FOUND_PATH = "/no-such-page-for-the-html-check";
/** The home page as a person's browser gets it on a first visit (no consent cookie yet). */
const FIRST_VISIT = { path: "/", headers: { "User-Agent": DESKTOP_UA } };
const PARALLEL_REQUESTS = 8;

test("every page of the sitemap and the 404 page are valid HTML", async ({ request }, testInfo) => {
  test.setTimeout(300_000);
  // CI installs Java (.ci/run); elsewhere the check says plainly why it did not run.
  test.skip(
    !process.env.CI && !javaAvailable(),
    "Java is needed for the HTML checker (Debian: apt-get install default-jre-headless)",
  );
  const sitemap = await sitemapPaths(request);
  expect(sitemap.length).toBeGreaterThan(150);
  const pages = [
    ...[...sitemap, NOT_FOUND_PATH].map((pagePath) => ({ path: pagePath, headers: {} })),
    FIRST_VISIT,
  ];

  const dir = testInfo.outputPath("pages");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const pathOf = new Map<string, string>();
  for (let i = 0; i < pages.length; i += PARALLEL_REQUESTS) {
    await Promise.all(
      pages.slice(i, i + PARALLEL_REQUESTS).map(async (page, offset) => {
        const response = await request.get(page.path, { headers: page.headers });
        expect(response.status(), page.path).toBe(page.path === NOT_FOUND_PATH ? 404 : 200);
        const file = path.join(dir, `${String(i + offset).padStart(4, "0")}.html`);
        writeFileSync(file, await response.text());
        const who = page === FIRST_VISIT ? " (a person's first visit)" : "";
        pathOf.set(`file:${file}`, `${page.path}${who}`);
      }),
    );
  }

  const errors = checkHtmlFiles(dir).map(
    (message) =>
      `${pathOf.get(message.url) ?? message.url}${message.lastLine ? `:${message.lastLine}` : ""}: ` +
      `${message.message}${message.extract ? ` (${message.extract.trim()})` : ""}`,
  );
  expect(errors, "the HTML checker's errors").toEqual([]);
});
