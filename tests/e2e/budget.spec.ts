import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { DESKTOP_UA, acknowledgeConsent, expect, test, visitorMoves } from "./fixtures";
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  countScripts,
  firstLoadUrls,
  measureUrls,
  readManifest,
  urlsInHtml,
} from "../../bench/first-load";
import {
  CATALOGUE_BUDGETS,
  firstGenerateDownload,
  firstLoadFiles,
  generatorChunks,
  metadataIndexSize,
  modulesIn,
  readChunkReport,
  searchPaletteDownload,
} from "../../bench/lazy-chunks";
import { GENERATOR_INDEX } from "../../app/engine/catalogue";
import { GENERATOR_METADATA } from "../../app/engine/registry/metadata.generated";

// The bytes budget (issue 8): the gzipped JavaScript a generator page loads before any
// interaction, in the default configuration, read from the build this suite serves. Every page
// of the sitemap, first and return visit, is held to it in the one pass of sitemap.spec.ts.

const CLIENT_DIR = path.resolve("build", "client");

test("a generator page's first-load JavaScript stays within the budget", async ({ request }) => {
  const response = await request.get("/random-number");
  expect(response.status()).toBe(200);
  const inHtml = urlsInHtml(await response.text()).filter((url) => url.endsWith(".js"));

  const fromManifest = firstLoadUrls(readManifest(CLIENT_DIR), "routes/$generatorId");
  // The page names exactly the modules the manifest gives for its routes: the sum below counts
  // what a browser really fetches, no more, no less.
  expect([...inHtml].sort()).toEqual([...fromManifest].sort());

  const { js, assets } = measureUrls(CLIENT_DIR, fromManifest);
  const breakdown = assets
    .sort((a, b) => b.gzip - a.gzip)
    .map((asset) => `${asset.gzip.toLocaleString("en-US").padStart(7)} ${asset.url}`)
    .join("\n");
  expect(
    js.gzip,
    `first-load JavaScript is ${js.gzip.toLocaleString("en-US")} bytes gzipped, over the ` +
      `budget of ${FIRST_LOAD_JS_BUDGET_BYTES.toLocaleString("en-US")}:\n${breakdown}`,
  ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
});

// Issue 29.2's honest count: every script a visitor downloads until the network is idle, without
// interacting, islands included, for a first visit (the consent dialog) and a returning one. The
// islands, the engine, the views of a run (drawn by the server), a secret's first value, History
// and what makes the consent dialog modal wait for the first sign of a visitor (app/ui/first-sign.ts),
// so until then a page downloads exactly the scripts its HTML names. That is what is held here, in
// a browser, on a page of every kind: every route of the sitemap, and a generator of every way of
// drawing a run (each view, a summary, a secret, the wheel). sitemap.spec.ts holds the scripts the
// HTML names within the budget on every page of the sitemap, for both visits: together, every page
// of the sitemap stays within the budget until the network is idle. (A browser pass over all ~700
// pages, `npm run bench:until-idle -- --sitemap`, ran over 25 minutes on two cores unfinished.)
// A page of its own kind (/lists, whose lists live in the browser) is held to the budget alone.
const EVERY_KIND_OF_PAGE = [
  "/",
  "/all",
  "/categories",
  "/categories/numbers",
  "/packs",
  "/articles",
  "/docs",
  "/docs/generators",
  "/docs/generators/dice-roller",
  "/docs/api",
  "/random-number",
  "/dice-roller",
  "/playing-cards",
  "/coin-flip",
  "/random-hex-color",
  "/team-generator",
  "/bingo-card",
  "/number-list",
  "/password-generator",
  "/spin-the-wheel",
  "/packs/party-night",
  "/packs/game-night",
  "/articles/coin-flips-and-streaks",
  "/docs/seeds-and-permalinks",
  "/draws",
  "/lists",
];

const GENERATOR_IDS = new Set(GENERATOR_INDEX.map((entry) => entry.id));

/** A page's kind: its route, with a generator's id or a page's slug standing for all of them. */
function kindOf(pagePath: string): string {
  const parts = pagePath.split("/").filter(Boolean);
  if (parts.length === 1 && GENERATOR_IDS.has(parts[0]!)) return "/:generator";
  return parts.length <= 1 ? pagePath : `/${parts.slice(0, -1).join("/")}/:page`;
}

test("the pages held below are of every kind the sitemap has", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const kinds = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      kindOf(new URL(match[1]!).pathname),
    ),
  );
  const held = new Set(EVERY_KIND_OF_PAGE.map(kindOf));
  expect([...kinds].filter((kind) => !held.has(kind))).toEqual([]);
});

test.describe("until the network is idle, without interaction", () => {
  test.use({ userAgent: DESKTOP_UA, visitorPresent: false });
  for (const visit of ["first visit", "returning visitor"] as const) {
    // One test a page: each is a fresh browser context, and they run in parallel.
    for (const path of EVERY_KIND_OF_PAGE) {
      test(`a ${visit} to ${path} downloads only its first load, within the budget`, async ({
        context,
        page,
      }) => {
        if (visit === "returning visitor") await acknowledgeConsent(context);
        const count = countScripts(page, CLIENT_DIR);
        const asked: string[] = [];
        page.on("request", (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.endsWith(".js")) asked.push(pathname);
        });
        await page.goto(path, { waitUntil: "networkidle" });
        // The same document again, as the same visitor (a long page's body is not always kept by
        // the browser for the test to read).
        const html = await (
          await context.request.get(path, { headers: { "User-Agent": DESKTOP_UA } })
        ).text();
        const named = urlsInHtml(html).filter((url) => url.endsWith(".js"));
        // A page of a kind with many pages (a generator, a guide, a pack...) downloads nothing
        // its HTML does not name: what sitemap.spec.ts counts for each of them is what it costs.
        // A page of its own (/lists, whose lists are kept in the browser) is measured here alone.
        if (kindOf(path).includes(":")) {
          const beyond = [...new Set(asked)].filter((url) => !named.includes(url));
          expect(beyond, `${path}: scripts beyond its first load`).toEqual([]);
        }
        const { bytes, files } = count();
        expect(
          bytes,
          `${path}: ${bytes.toLocaleString("en-US")} bytes in ${files} files, over ${FIRST_LOAD_JS_BUDGET_BYTES.toLocaleString("en-US")}`,
        ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
        // Nothing was left out to get there: the visitor's first move brings the islands to life.
        await visitorMoves(page);
        await expect(page.getByRole("button", { name: "View saved values" })).toBeEnabled();
      });
    }
  }
});

test("the wheel's page loads no more than any generator page: its own code comes after", async ({
  request,
}) => {
  const response = await request.get("/spin-the-wheel");
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Rendered in full by the server...
  expect(html).toContain('aria-label="Spin the wheel"');
  // ...with exactly a generator page's first-load scripts (within the budget above).
  const inHtml = urlsInHtml(html).filter((url) => url.endsWith(".js"));
  const manifest = readManifest(CLIENT_DIR);
  const firstLoad = firstLoadUrls(manifest, "routes/$generatorId");
  expect([...inHtml].sort()).toEqual([...firstLoad].sort());
  const read = (url: string) => readFileSync(path.join(CLIENT_DIR, url), "utf8");
  const scripts = firstLoad.filter((url) => url.endsWith(".js")).map(read);
  const everyScript = readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => read(`/assets/${name}`));
  // The wheel's view, its canvas, its Web Audio sounds and the CSV parser are in some chunk,
  // none of them in the first load.
  for (const marker of ["wheel-description", "wheel-canvas", "createOscillator", "papaparse"]) {
    expect(
      everyScript.some((code) => code.includes(marker)),
      marker,
    ).toBe(true);
    expect(
      scripts.some((code) => code.includes(marker)),
      `${marker} in first load`,
    ).toBe(false);
  }
});

// Code that only runs after a click (issue 4): the search palette with kbar, and the saved-values
// panel with its toasts. Each is named by a string its code must contain, found in the build.
const ON_DEMAND = [
  { what: "kbar's listbox", marker: "kbar-listbox" },
  { what: "the search palette", marker: "No generators found" },
  { what: "sonner's toaster", marker: "data-sonner-toaster" },
  { what: "the saved-values panel", marker: "No values saved yet" },
];

test("the search palette and the saved-values panel are not part of any first load", async () => {
  const manifest = readManifest(CLIENT_DIR);
  const read = (url: string) => readFileSync(path.join(CLIENT_DIR, url), "utf8");
  const everyScript = readdirSync(path.join(CLIENT_DIR, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => read(`/assets/${name}`));
  for (const routeId of Object.keys(manifest.routes)) {
    const firstLoad = firstLoadUrls(manifest, routeId)
      .filter((url) => url.endsWith(".js"))
      .map(read);
    for (const { what, marker } of ON_DEMAND) {
      // The marker is real: some chunk of the build carries it...
      expect(
        everyScript.some((code) => code.includes(marker)),
        what,
      ).toBe(true);
      // ...and it is not one the page loads first.
      expect(
        firstLoad.some((code) => code.includes(marker)),
        `${what} is in ${routeId}'s first load`,
      ).toBe(false);
    }
  }
});

// The catalogue's budgets (issue 14): what search, a first Generate and the metadata index
// download, from the build's chunk report, and that no generator's chunks carry another's code.
test.describe("the catalogue downloads only what is used", () => {
  const report = readChunkReport();
  const manifest = readManifest(CLIENT_DIR);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

  test("the metadata index stays within its budget at 300 generators", () => {
    const size = metadataIndexSize(CLIENT_DIR, report, Object.values(GENERATOR_METADATA).flat());
    expect(
      size.projectedAt300,
      `${kb(size.gzip)} for ${GENERATOR_INDEX.length} generators`,
    ).toBeLessThanOrEqual(CATALOGUE_BUDGETS.metadataIndexAt300);
  });

  test("opening the search palette downloads at most its budget", () => {
    const download = searchPaletteDownload(CLIENT_DIR, report, manifest);
    expect(download.gzip, download.files.join("\n")).toBeLessThanOrEqual(
      CATALOGUE_BUDGETS.searchPalette,
    );
  });

  test("random-number's first Generate downloads at most its budget", () => {
    const download = firstGenerateDownload(CLIENT_DIR, report, manifest, {
      id: "random-number",
      category: "numbers",
    });
    expect(download.gzip, download.files.join("\n")).toBeLessThanOrEqual(
      CATALOGUE_BUDGETS.firstGenerate,
    );
  });

  test("no generator's chunks hold another generator's module", () => {
    const definitionPath = (g: { id: string; category: string }) =>
      `app/engine/definitions/${g.category}/${g.id}.ts`;
    const everyDefinition = new Set(GENERATOR_INDEX.map(definitionPath));
    const strays = GENERATOR_INDEX.flatMap((generator) => {
      const modules = modulesIn(report, generatorChunks(report, generator));
      const own = definitionPath(generator);
      return [...modules]
        .filter((module) => everyDefinition.has(module) && module !== own)
        .map((module) => `${generator.id} carries ${module}`);
    });
    expect(strays).toEqual([]);
  });

  test("no page's first load holds any generator's code", () => {
    for (const routeId of Object.keys(manifest.routes)) {
      const modules = modulesIn(report, firstLoadFiles(manifest, routeId));
      const code = [...modules].filter((module) => module.startsWith("app/engine/definitions/"));
      expect(code, routeId).toEqual([]);
    }
  });
});
