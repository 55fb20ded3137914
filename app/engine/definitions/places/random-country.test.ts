import { describe, expect, it } from "vitest";

import countries from "../../data/countries";
import randomCountry from "./random-country";
import { expectProblem, generatorHarness } from "../../testing/harness";
import { expectCountriesShown } from "../../testing/countries";

const { run, problemsOf } = generatorHarness([randomCountry], {
  seed: "places test seed",
  now: 0,
});

describe("random-country", () => {
  it.each([
    ["europe", "Europe"],
    ["south-america", "South America"],
    ["oceania", "Oceania"],
  ])("keeps to %s", async (value, name) => {
    const result = await run("random-country", { continent: value, count: 10 });
    expect(result.values).toHaveLength(10);
    for (const { text, data } of result.values) {
      expect(data?.continent).toBe(name);
      const country = countries.find((c) => c.code === data?.code);
      expect(country?.continent).toBe(name);
      expect(text).toBe(`${country?.flag} ${country?.name}`);
      expect(data?.capital).toBe(country?.capital);
    }
  });

  it("gives every country once, with a note, when asked for more than exist", async () => {
    const result = await run("random-country", { count: 300 });
    expect(result.values).toHaveLength(countries.length);
    expect(new Set(result.values.map((v) => v.data?.code)).size).toBe(countries.length);
    expect(result.notes).toEqual([
      `Only ${countries.length} countries exist in the list, so you get all ${countries.length}.`,
    ]);
  });

  it("names the continent in the note", async () => {
    const antarctic = countries.filter((c) => c.continent === "Antarctica").length;
    const result = await run("random-country", { continent: "antarctica", count: 5 });
    expect(result.values).toHaveLength(antarctic);
    expect(result.notes?.[0]).toContain(`countries in Antarctica`);
  });

  it("shows countries of the chosen continent only, with flag and capital (property)", async () => {
    await expectCountriesShown(
      (input, seed) => run("random-country", input, seed),
      (c, { text, data }) =>
        text === `${c.flag} ${c.name}` &&
        data?.name === c.name &&
        data.capital === c.capital &&
        data.continent === c.continent,
    );
  });

  it("rejects an unknown continent, naming the field", () => {
    expectProblem(
      problemsOf("random-country", { continent: "atlantis" })[0],
      "continent",
      /Continent/,
    );
  });
});
