import { describe, expect, it } from "vitest";

import { failedScriptAddress, loadCatalogue } from "./load-catalogue";

describe("the catalogue's chunk in the browser", () => {
  it("reads the failed chunk's address from Chromium's and Firefox's errors, without a query", () => {
    const chunk = "http://127.0.0.1:8788/assets/catalogue-Ab_1-c.js";
    expect(
      failedScriptAddress(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)),
    ).toBe(chunk);
    expect(
      failedScriptAddress(
        `TypeError: error loading dynamically imported module: ${chunk}?retry=17`,
      ),
    ).toBe(chunk);
    // Safari names no address: the next try then asks for the chunk the usual way.
    expect(failedScriptAddress(new TypeError("Importing a module script failed."))).toBeNull();
  });

  it("loads the index once and shares it", async () => {
    const first = loadCatalogue();
    expect(loadCatalogue()).toBe(first);
    expect((await first).GENERATOR_INDEX.length).toBeGreaterThan(0);
  });
});
