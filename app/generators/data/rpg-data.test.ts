import { describe, expect, it } from "vitest";

// The authored lists of the role-playing generators: clean, without repeats (a repeated entry
// would be picked twice as often), and of a useful size.

/** Entries are non-empty, trimmed, without doubled spaces or control characters. */
function expectClean(values: readonly string[]): void {
  for (const value of values) {
    expect(value.length, JSON.stringify(value)).toBeGreaterThan(0);
    expect(value, JSON.stringify(value)).toBe(value.trim());
    expect(value, JSON.stringify(value)).not.toMatch(/\s{2}/);
    expect(
      [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
      `control character in ${JSON.stringify(value)}`,
    ).toBe(false);
  }
}

/** Clean, at least `minimum` entries, none twice (ignoring case). */
export function expectGoodList(name: string, values: readonly string[], minimum: number): void {
  expect(values.length, name).toBeGreaterThanOrEqual(minimum);
  expectClean(values);
  const seen = new Set<string>();
  const repeated = values.filter((v) => {
    const key = v.toLowerCase();
    return seen.has(key) || !seen.add(key);
  });
  expect(repeated, `${name} repeats`).toEqual([]);
}

describe("fantasy-name-parts", () => {
  it("has every people's tables, each clean and without repeats", async () => {
    const parts = (await import("./fantasy-name-parts")).default;
    expect(parts.map((p) => p.race)).toEqual([
      "human",
      "elf",
      "dwarf",
      "halfling",
      "gnome",
      "orc",
      "tiefling",
      "dragonborn",
    ]);
    for (const p of parts) {
      expectGoodList(`${p.race} starts`, p.starts, 40);
      expectGoodList(`${p.race} middles`, p.middles, 20);
      expectGoodList(`${p.race} feminine ends`, p.feminineEnds, 25);
      expectGoodList(`${p.race} masculine ends`, p.masculineEnds, 25);
      expectGoodList(`${p.race} family first parts`, p.familyFirst, 40);
      expectGoodList(`${p.race} family second parts`, p.familySecond, 40);
      for (const start of [...p.starts, ...p.familyFirst])
        expect(start).toMatch(/^\p{Lu}\p{Ll}*$/u);
      for (const part of [...p.middles, ...p.feminineEnds, ...p.masculineEnds, ...p.familySecond]) {
        expect(part).toMatch(/^\p{Ll}+$/u);
      }
    }
  });
});

describe("npc-parts", () => {
  it("has hundreds of occupations and traits, and about a hundred motivations and mannerisms", async () => {
    const npc = (await import("./npc-parts")).default;
    expectGoodList("occupations", npc.occupations, 150);
    expectGoodList("traits", npc.traits, 150);
    expectGoodList("motivations", npc.motivations, 90);
    expectGoodList("mannerisms", npc.mannerisms, 90);
    for (const list of Object.values(npc))
      for (const entry of list) expect(entry).toMatch(/^[a-z]/);
  });
});

describe("tavern-name-parts", () => {
  it("has a hundred and more adjectives and signboard nouns, capitalised", async () => {
    const tavern = (await import("./tavern-name-parts")).default;
    expectGoodList("adjectives", tavern.adjectives, 120);
    expectGoodList("nouns", tavern.nouns, 150);
    expectGoodList("rests", tavern.rests, 30);
    expectGoodList("kinds", tavern.kinds, 10);
    for (const list of Object.values(tavern))
      for (const word of list) expect(word).toMatch(/^\p{Lu}/u);
  });
});

describe("dungeon-room-parts, loot-parts and quest-hook-parts", () => {
  it("has dozens of entries in every table, none twice", async () => {
    const rooms = (await import("./dungeon-room-parts")).default;
    expectGoodList("rooms", rooms.rooms, 60);
    expectGoodList("features", rooms.features, 60);
    expectGoodList("occupants", rooms.occupants, 60);
    expectGoodList("secrets", rooms.secrets, 60);
    const loot = (await import("./loot-parts")).default;
    expectGoodList("objects", loot.objects, 100);
    for (const [rarity, list] of Object.entries(loot.materials))
      expectGoodList(`${rarity} materials`, list, 10);
    for (const [rarity, list] of Object.entries(loot.properties))
      expectGoodList(`${rarity} properties`, list, 15);
    const hooks = (await import("./quest-hook-parts")).default;
    expectGoodList("patrons", hooks.patrons, 50);
    expectGoodList("tasks", hooks.tasks, 50);
    expectGoodList("complications", hooks.complications, 50);
    expectGoodList("rewards", hooks.rewards, 40);
  });
});
