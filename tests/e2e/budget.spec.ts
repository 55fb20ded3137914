import path from "node:path";

import { expect, test } from "./fixtures";
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  firstLoadUrls,
  measureUrls,
  readManifest,
  urlsInHtml,
} from "../../bench/first-load";

// The bytes budget (issue 8): the gzipped JavaScript a generator page loads before any
// interaction, in the default configuration, read from the build this suite serves.

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
