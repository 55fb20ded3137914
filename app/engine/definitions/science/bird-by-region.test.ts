import { describe, expect, it } from "vitest";

import birds from "../../data/bird-species";
import birdByRegion from "./bird-by-region";
import { generatorHarness } from "../../testing/harness";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(birdByRegion, {
  entries: birds,
  names: { minimum: 250, of: (b) => b.name },
  filters: [
    { name: "region", keeps: (b, choice) => choice === "any" || b.region === choice },
    { name: "size", keeps: (b, choice) => choice === "any" || b.size === choice },
  ],
  entryOf: ({ text, data }) => {
    const bird = birds.find((b) => b.name === data?.name);
    return bird && text === `${bird.name} (${bird.scientificName})` ? bird : undefined;
  },
});

const { run } = generatorHarness([birdByRegion], { seed: "birds", now: 0 });

describe("bird-by-region", () => {
  it("writes scientific names as a capitalised genus and a lowercase species", () => {
    for (const b of birds) expect(b.scientificName, b.name).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    expect(new Set(birds.map((b) => b.scientificName)).size).toBe(birds.length);
  });

  it("names the region and size in the note past the end of the pool", async () => {
    const pool = birds.filter((b) => b.region === "oceans" && b.size === "small").length;
    const result = await run("bird-by-region", { region: "oceans", size: "small", count: 50 });
    expect(result.notes).toEqual([
      `Only ${pool} small birds of the oceans and poles exist in the list, so you get all ${pool}.`,
    ]);
  });
});
