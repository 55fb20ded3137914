/**
 * `npm run screenshots`: builds the site, serves it and takes screenshots of five generator pages
 * at 375 and 1280 px in both themes, into docs/screenshots/ (seeded, so a refresh only changes
 * what changed on the page).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";

import { chromium } from "@playwright/test";

import { ROOT, run, startServer } from "../bench/support";
import { chromiumExecutable } from "../tests/support/chromium";

const PORT = 8807;
const OUT = path.join(ROOT, "docs", "screenshots");

/** Each page, and what shows that its result is drawn (the views load lazily). */
const PAGES = [
  {
    id: "dice-roller",
    query: "notation=3d6%2B1d20&count=2&seed=screenshot",
    ready: '[role="img"]',
  },
  { id: "playing-cards", query: "count=5&seed=screenshot", ready: '[role="img"]' },
  { id: "random-hex-color", query: "count=3&seed=screenshot", ready: ".swatch" },
  { id: "password-generator", query: "count=3&seed=screenshot", ready: '[role="meter"]' },
  { id: "team-generator", query: "seed=screenshot", ready: "h3" },
] as const;

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

async function main() {
  await run("npm", ["run", "build"]);
  await mkdir(OUT, { recursive: true });
  const server = await startServer(PORT);
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const theme of ["light", "dark"] as const) {
      for (const viewport of WIDTHS) {
        const context = await browser.newContext({
          viewport,
          colorScheme: theme,
          reducedMotion: "reduce",
        });
        const domain = "127.0.0.1";
        const consent = {
          analytics: false,
          marketing: false,
          personalization: false,
          acknowledged: true,
        };
        await context.addCookies([
          {
            name: "consent_preferences",
            value: encodeURIComponent(btoa(JSON.stringify(consent))),
            domain,
            path: "/",
          },
        ]);
        await context.request.post(`${server.origin}/resources/theme`, { data: { theme } });
        const page = await context.newPage();
        for (const { id, query, ready } of PAGES) {
          await page.goto(`${server.origin}/${id}?${query}`);
          // The drawn result (a strength meter sits just below the stage, with the run's summary).
          await page.locator(`main ${ready}`).first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(OUT, `${id}-${viewport.width}-${theme}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${path.relative(ROOT, file)}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
