/**
 * `npm run bench:until-idle`: issue 29.2's honest count. Every script each page type downloads
 * until the network is idle, without interaction, islands included, gzipped at level 9 from
 * `build/client` (`measureAsset`, the same count as tests/e2e/budget.spec.ts), for a first visit
 * (the consent dialog) and a returning one; then the same page after a visitor's first move
 * (app/ui/first-sign.ts), which fetches what serves someone using it.
 *
 *   npm run bench:until-idle                      builds, serves on 127.0.0.1:8808, measures
 *   npm run bench:until-idle -- --origin URL      measures a server that is already running
 *   npm run bench:until-idle -- /all /lists       only these paths
 *   npm run bench:until-idle -- --sitemap         every page of the sitemap, first and returning
 *                                                 visit, each page's largest count and the pages
 *                                                 over the budget (several pages at once)
 *
 * Bytes do not depend on the machine: it prints a Markdown table for docs/benchmarks.md.
 */
import path from "node:path";

import { chromium, type Browser } from "@playwright/test";

import { DESKTOP_UA, acknowledgeConsent, visitorMoves } from "../tests/e2e/fixtures";
import { chromiumExecutable } from "../tests/support/chromium";

import { countScripts, FIRST_LOAD_JS_BUDGET_BYTES, type ScriptCount } from "./first-load";
import { ROOT, siteFromArgs } from "./support";

const PORT = 8808;
const CLIENT_DIR = path.join(ROOT, "build", "client");

/** The page types of issue 29, with the pages that do not meet the budget yet. */
const PAGES: readonly { label: string; path: string }[] = [
  { label: "home", path: "/" },
  { label: "all generators", path: "/all" },
  { label: "a category", path: "/categories/numbers" },
  { label: "a generator", path: "/random-number" },
  { label: "the wheel", path: "/spin-the-wheel" },
  { label: "a pack of plain runs", path: "/packs/party-night" },
  { label: "an article", path: "/articles/coin-flips-and-streaks" },
  { label: "a docs guide", path: "/docs/seeds-and-permalinks" },
  { label: "draws", path: "/draws" },
  { label: "a generator drawn by a view", path: "/dice-roller" },
  { label: "a pack of dice and cards", path: "/packs/game-night" },
  { label: "a secret", path: "/password-generator" },
  { label: "class lists", path: "/lists" },
];

/** The gzipped scripts one visit downloads until the network is idle, then after a first move. */
async function measure(
  browser: Browser,
  url: string,
  returning: boolean,
): Promise<{ idle: ScriptCount; moved: ScriptCount }> {
  const context = await browser.newContext({ userAgent: DESKTOP_UA, serviceWorkers: "block" });
  if (returning) await acknowledgeConsent(context);
  const page = await context.newPage();
  const count = countScripts(page, CLIENT_DIR);
  await page.goto(url, { waitUntil: "networkidle" });
  const idle = count();
  await visitorMoves(page);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () => document.querySelector('button[aria-label="View saved values"]:enabled') !== null,
  );
  const moved = count();
  await context.close();
  return { idle, moved };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** How many pages the sitemap sweep loads at once. */
const SWEEP_IN_FLIGHT = 4;

/** Every page of the sitemap, both visits: the largest, and every page over the budget. */
async function sweepSitemap(browser: Browser, origin: string) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname,
  );
  const started = Date.now();
  const largest: { path: string; bytes: number; files: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      let most = { bytes: 0, files: 0 };
      for (const returning of [false, true]) {
        const context = await browser.newContext({
          userAgent: DESKTOP_UA,
          serviceWorkers: "block",
        });
        if (returning) await acknowledgeConsent(context);
        const page = await context.newPage();
        const count = countScripts(page, CLIENT_DIR);
        await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
        const idle = count();
        if (idle.bytes > most.bytes) most = idle;
        await context.close();
      }
      largest.push({ path, ...most });
    }
  };
  await Promise.all(Array.from({ length: SWEEP_IN_FLIGHT }, worker));
  largest.sort((a, b) => b.bytes - a.bytes);
  const over = largest.filter((page) => page.bytes > FIRST_LOAD_JS_BUDGET_BYTES);
  console.log(
    `${paths.length} pages, first and returning visit, in ${((Date.now() - started) / 1000).toFixed(0)} s ` +
      `(${SWEEP_IN_FLIGHT} at once); over ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} KB: ${over.length}`,
  );
  console.log("| page | largest until idle (KB) | files |");
  console.log("| --- | ---: | ---: |");
  for (const page of [...over, ...largest.slice(over.length, over.length + 10)]) {
    console.log(`| \`${page.path}\` | ${kb(page.bytes)} | ${page.files} |`);
  }
}

async function main() {
  const { origin, pages, stop } = await siteFromArgs(PORT, PAGES);
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  try {
    if (process.argv.includes("--sitemap")) return await sweepSitemap(browser, origin);
    console.log(
      "| page | first visit (KB) | returning (KB) | files | within | after a first move (KB) |",
    );
    console.log("| --- | ---: | ---: | ---: | --- | ---: |");
    for (const { label, path } of pages) {
      const first = await measure(browser, `${origin}${path}`, false);
      const returning = await measure(browser, `${origin}${path}`, true);
      const within = Math.max(first.idle.bytes, returning.idle.bytes) <= FIRST_LOAD_JS_BUDGET_BYTES;
      console.log(
        `| ${label} \`${path}\` | ${kb(first.idle.bytes)} | ${kb(returning.idle.bytes)} | ` +
          `${returning.idle.files} | ${within ? "yes" : "no"} | ${kb(returning.moved.bytes)} |`,
      );
    }
  } finally {
    await browser.close();
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
