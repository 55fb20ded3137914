import { describe, expect, it } from "vitest";

import animals from "../../data/animals";
import birds from "../../data/bird-species";
import randomBird from "./random-bird";
import { runGenerator } from "../../core/engine";
import { seededRandom } from "../../core/random";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomBird, {
  entries: birds,
  names: { minimum: 300, of: (b) => b.name },
  entryOf: ({ text, data }, all) => {
    const bird = all.find((b) => b.name === text);
    return bird && data?.scientificName === bird.scientificName ? bird : undefined;
  },
});

/** Kinds of bird of the animal list whose species the bird list names otherwise. */
const SPECIES_OF_KIND: Record<string, string> = {
  budgie: "Budgerigar",
  chicken: "Red junglefowl",
  rooster: "Red junglefowl",
  peacock: "Indian peafowl",
  "secretary bird": "Secretarybird",
  kakapo: "Kākāpō",
  whippoorwill: "Eastern whip-poor-will",
};

describe("random-bird", () => {
  it("has a species in its one bird list for every kind of bird the animal list names", () => {
    const names = birds.map((b) => b.name.toLowerCase());
    const missing = animals
      .filter((a) => a.group === "bird")
      .map((a) => SPECIES_OF_KIND[a.name]?.toLowerCase() ?? a.name)
      .filter((kind) => !names.some((name) => name === kind || name.includes(kind)));
    expect(missing).toEqual([]);
  });

  it("still gives the animal list's kinds of bird at version 1, for old permalinks", async () => {
    const kinds = new Set(animals.filter((a) => a.group === "bird").map((a) => a.name));
    const input = { count: 20, unique: true };
    const v1 = await runGenerator(randomBird, seededRandom("v1"), input, { now: 0, version: 1 });
    expect(v1.values).toHaveLength(20);
    for (const { text, data } of v1.values) {
      expect(kinds.has(String(data?.name)), text).toBe(true);
      expect(text.toLowerCase()).toBe(data?.name);
    }
  });
});
