import { describe, expect, it } from "vitest";

import { expectGoodList } from "../testing/lists";

// The authored lists of the role-playing generators: clean, without repeats (a repeated entry
// would be picked twice as often), and of a useful size.

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

describe("town-name-parts", () => {
  it("has a hundred and more starts and dozens of endings, none twice", async () => {
    const town = (await import("./town-name-parts")).default;
    expectGoodList("starts", town.starts, 100);
    expectGoodList("ends", town.ends, 50);
    expectGoodList("before", town.before, 10);
    expectGoodList("after", town.after, 10);
  });
});

describe("dragon-name-parts", () => {
  it("has dozens of syllables and a dozen epithets per element, none twice", async () => {
    const dragon = (await import("./dragon-name-parts")).default;
    expectGoodList("starts", dragon.starts, 40);
    expectGoodList("middles", dragon.middles, 15);
    expectGoodList("ends", dragon.ends, 30);
    for (const [element, list] of Object.entries(dragon.epithets))
      expectGoodList(element, list, 12);
  });
});

describe("magic-item-name-parts", () => {
  it("has base items of every kind and dozens of words around them, none twice", async () => {
    const items = (await import("./magic-item-name-parts")).default;
    for (const [kind, list] of Object.entries(items.items)) expectGoodList(kind, list, 15);
    expectGoodList("prefixes", items.prefixes, 50);
    expectGoodList("suffixes", items.suffixes, 50);
    expectGoodList("owners", items.owners, 25);
  });
});
