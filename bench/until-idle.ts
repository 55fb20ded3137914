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

async function main() {
  const { origin, pages, stop } = await siteFromArgs(PORT, PAGES);
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  try {
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
