import { describe, expect, it } from "vitest";

import countries from "../../data/countries";
import randomCapital from "./random-capital";
import { generatorHarness } from "../../testing/harness";
import { expectCountriesShown } from "../../testing/countries";

const { run } = generatorHarness([randomCapital], { seed: "places test seed", now: 0 });

describe("random-capital", () => {
  it("writes 'Capital, Country' for distinct countries", async () => {
    const result = await run("random-capital", { count: 50 });
    for (const { text, data } of result.values) {
      const country = countries.find((c) => c.code === data?.code);
      expect(text).toBe(`${country?.capital}, ${country?.name}`);
    }
    expect(new Set(result.values.map((v) => v.data?.code)).size).toBe(50);
  });

  it("gives each capital with its own country, from the chosen continent (property)", async () => {
    await expectCountriesShown(
      (input, seed) => run("random-capital", input, seed),
      (c, { text, data }) =>
        text === `${c.capital}, ${c.name}` &&
        data?.capital === c.capital &&
        data.country === c.name &&
        data.continent === c.continent,
    );
  });
});
