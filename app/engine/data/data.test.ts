import { describe, expect, it } from "vitest";

/** Load a list the way the generators do: a lazy `import()` of its default export. */
async function load<T>(importer: () => Promise<{ default: readonly T[] }>): Promise<readonly T[]> {
  const mod = await importer();
  expect(Array.isArray(mod.default)).toBe(true);
  return mod.default;
}

/** Entries are non-empty, have no leading/trailing or doubled whitespace, no control chars. */
function expectClean(values: readonly string[]): void {
  for (const value of values) {
    expect(typeof value, JSON.stringify(value)).toBe("string");
    expect(value.length, JSON.stringify(value)).toBeGreaterThan(0);
    expect(value, JSON.stringify(value)).toBe(value.trim());
    expect(value, JSON.stringify(value)).not.toMatch(/\s{2}/);
    expect(
      [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      `control character in ${JSON.stringify(value)}`,
    ).toBe(false);
  }
}

/** No two entries are equal ignoring case. */
function expectUnique(values: readonly string[]): void {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const value of values) {
    const key = value.toLocaleLowerCase("en-US");
    if (seen.has(key)) duplicates.push(value);
    seen.set(key, value);
  }
  expect(duplicates).toEqual([]);
}

function expectGoodList(values: readonly string[], minimum: number): void {
  expect(values.length).toBeGreaterThanOrEqual(minimum);
  expectClean(values);
  expectUnique(values);
}

describe("first-names", () => {
  it("has at least 400 unique names with a valid, balanced gender", async () => {
    const names = await load(() => import("./first-names"));
    expectGoodList(
      names.map((n) => n.name),
      400,
    );
    const genders = new Set(["female", "male", "neutral"]);
    for (const n of names) expect(genders.has(n.gender), n.name).toBe(true);
    const female = names.filter((n) => n.gender === "female").length;
    const male = names.filter((n) => n.gender === "male").length;
    const neutral = names.filter((n) => n.gender === "neutral").length;
    expect(female).toBeGreaterThanOrEqual(150);
    expect(male).toBeGreaterThanOrEqual(150);
    expect(neutral).toBeGreaterThanOrEqual(30);
    expect(Math.abs(female - male) / Math.max(female, male)).toBeLessThan(0.15);
    for (const n of names) expect(n.name, n.name).toMatch(/^\p{Lu}/u);
  });
});

describe("last-names", () => {
  it("has at least 400 unique capitalised surnames", async () => {
    const names = await load(() => import("./last-names"));
    expectGoodList(names, 400);
    for (const n of names) expect(n, n).toMatch(/^\p{Lu}[\p{L}' -]*\p{Ll}$/u);
  });
});

describe("countries", () => {
  it("has unique ISO alpha-2 codes, names, capitals, continents and matching flags", async () => {
    const countries = await load(() => import("./countries"));
    expect(countries.length).toBeGreaterThanOrEqual(195);
    expect(countries.length).toBeLessThanOrEqual(250);
    expectGoodList(
      countries.map((c) => c.name),
      195,
    );
    expectUnique(countries.map((c) => c.code));
    expectClean(countries.map((c) => c.capital));
    const continents = new Set([
      "Africa",
      "Antarctica",
      "Asia",
      "Europe",
      "North America",
      "Oceania",
      "South America",
    ]);
    for (const c of countries) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      expect(continents.has(c.continent), c.name).toBe(true);
      const expectedFlag = String.fromCodePoint(
        ...[...c.code].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65),
      );
      expect(c.flag, c.name).toBe(expectedFlag);
    }
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get("FR")?.capital).toBe("Paris");
    expect(byCode.get("JP")?.capital).toBe("Tokyo");
    expect(byCode.get("BR")?.continent).toBe("South America");
    expect(byCode.get("AQ")).toBeUndefined();
  });
});

describe("us-states", () => {
  it("has exactly the 50 states with unique 2-letter codes and capitals", async () => {
    const states = await load(() => import("./us-states"));
    expect(states).toHaveLength(50);
    expectGoodList(
      states.map((s) => s.name),
      50,
    );
    expectUnique(states.map((s) => s.code));
    expectClean(states.map((s) => s.capital));
    for (const s of states) expect(s.code, s.name).toMatch(/^[A-Z]{2}$/);
    expect(states.some((s) => s.code === "DC")).toBe(false);
    expect(states.find((s) => s.code === "CA")?.capital).toBe("Sacramento");
  });
});

describe("animals", () => {
  it("has at least 250 unique animals in known groups", async () => {
    const animals = await load(() => import("./animals"));
    expectGoodList(
      animals.map((a) => a.name),
      250,
    );
    const groups = new Set(["mammal", "bird", "reptile", "amphibian", "fish", "insect", "other"]);
    for (const a of animals) expect(groups.has(a.group), a.name).toBe(true);
    for (const g of groups)
      expect(
        animals.some((a) => a.group === g),
        g,
      ).toBe(true);
  });
});

describe("foods", () => {
  it("has at least 250 unique foods in known kinds", async () => {
    const foods = await load(() => import("./foods"));
    expectGoodList(
      foods.map((f) => f.name),
      250,
    );
    const kinds = new Set(["dish", "fruit", "vegetable", "dessert", "snack", "drink"]);
    for (const f of foods) expect(kinds.has(f.kind), f.name).toBe(true);
    for (const k of kinds)
      expect(
        foods.some((f) => f.kind === k),
        k,
      ).toBe(true);
  });
});

describe("passphrase-words", () => {
  it("has at least 2048 unique lowercase a–z words (BIP-39 English)", async () => {
    const words = await load(() => import("./passphrase-words"));
    expectGoodList(words, 2048);
    expect(new Set(words).size).toBeGreaterThanOrEqual(2048);
    for (const w of words) expect(w, w).toMatch(/^[a-z]+$/);
    expect(words[0]).toBe("abandon");
    expect(words[2047]).toBe("zoo");
  });
});

describe("lorem-words", () => {
  it("has at least 150 distinct lowercase Latin words starting with lorem ipsum", async () => {
    const words = await load(() => import("./lorem-words"));
    expectGoodList(words, 150);
    for (const w of words) expect(w, w).toMatch(/^[a-z]+$/);
    expect(words.slice(0, 5)).toEqual(["lorem", "ipsum", "dolor", "sit", "amet"]);
  });
});

describe("adjectives and nouns", () => {
  it("each have at least 300 short unique lowercase words, and do not overlap", async () => {
    const adjectives = await load(() => import("./adjectives"));
    const nouns = await load(() => import("./nouns"));
    for (const list of [adjectives, nouns]) {
      expectGoodList(list, 300);
      for (const w of list) {
        expect(w, w).toMatch(/^[a-z]+$/);
        expect(w.length, w).toBeLessThanOrEqual(12);
      }
    }
    const nounSet = new Set(nouns);
    expect(adjectives.filter((a) => nounSet.has(a))).toEqual([]);
  });
});

describe("magic-8-ball", () => {
  it("has the 20 classic unique answers", async () => {
    const answers = await load(() => import("./magic-8-ball"));
    expect(answers).toHaveLength(20);
    expectGoodList(answers, 20);
    expect(answers).toContain("It is certain.");
    expect(answers).toContain("Very doubtful.");
  });
});
