import fc from "fast-check";
import { describe, expect, it } from "vitest";

import locales from "../../data/names-by-locale";
import nameByCountry from "./name-by-country";
import { NAME_LOCALES } from "../../shared/name-locales";
import { expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_261_123, numRuns: 40 };
const { run, problemsOf } = generatorHarness([nameByCountry], {
  seed: "people test seed",
  now: 0,
});

describe("name-by-country", () => {
  it("has names for every locale of the select, at least 20 locales", () => {
    expect(NAME_LOCALES.length).toBeGreaterThanOrEqual(20);
    expect(locales.map((l) => l.id)).toEqual(NAME_LOCALES.map((l) => l.id));
    for (const l of locales) {
      expect(l.female.length + l.either.length, l.id).toBeGreaterThan(0);
      expect(l.male.length + l.either.length, l.id).toBeGreaterThan(0);
      expect(l.surnames.length + l.femaleSurnames.length, l.id).toBeGreaterThan(0);
    }
  });

  it("builds full names from the locale's lists, in its order, with matching surnames (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NAME_LOCALES.map((l) => l.id)),
        fc.constantFrom("any", "female", "male"),
        fc.integer({ min: 1, max: 40 }),
        fc.string({ maxLength: 6 }),
        async (locale, gender, count, seed) => {
          const l = locales.find((x) => x.id === locale);
          if (!l) throw new Error(locale);
          const result = await run("name-by-country", { locale, gender, count }, seed);
          expect(result.values).toHaveLength(count);
          expect(new Set(result.values.map((v) => v.text)).size).toBe(count);
          for (const { text, data } of result.values) {
            const given = String(data?.given);
            const family = String(data?.family);
            const sex = data?.sex;
            expect(text).toBe(
              l.familyFirst ? `${family}${l.joiner}${given}` : `${given} ${family}`,
            );
            if (gender !== "any") expect([gender, "either"]).toContain(sex);
            const givenList = sex === "female" ? l.female : sex === "male" ? l.male : l.either;
            expect(givenList).toContain(given);
            const ownSurnames =
              sex === "female"
                ? l.femaleSurnames
                : sex === "male"
                  ? l.maleSurnames
                  : [...l.femaleSurnames, ...l.maleSurnames];
            expect([...l.surnames, ...ownSurnames]).toContain(family);
          }
        },
      ),
      FC,
    );
  });

  it("gives Russian women feminine surnames and writes Japanese names family first", async () => {
    const ru = await run("name-by-country", { locale: "ru", gender: "female", count: 20 });
    const feminine = locales.find((l) => l.id === "ru")?.femaleSurnames ?? [];
    for (const v of ru.values) expect(feminine).toContain(v.data?.family);
    const ja = await run("name-by-country", { locale: "ja", count: 1 });
    const value = ja.values[0];
    expect(value?.text).toBe(`${String(value?.data?.family)} ${String(value?.data?.given)}`);
  });

  it("gives given names or surnames alone, and says when a list runs out", async () => {
    const given = await run("name-by-country", {
      locale: "fi",
      part: "given",
      gender: "female",
      count: 3,
    });
    const fi = locales.find((l) => l.id === "fi");
    for (const v of given.values) expect(fi?.female).toContain(v.text);
    const all = fi?.surnames.length ?? 0;
    const family = await run("name-by-country", { locale: "fi", part: "family", count: all + 5 });
    expect(family.values).toHaveLength(all);
    expect(family.notes).toEqual([
      `Only ${all} Finnish surnames exist in the list, so you get all ${all}.`,
    ]);
  });

  it("refuses an unknown locale or part, naming the field", () => {
    expectProblem(problemsOf("name-by-country", { locale: "xx" })[0], "locale", /Country/);
    expectProblem(problemsOf("name-by-country", { part: "middle" })[0], "part", /Show/);
  });
});
