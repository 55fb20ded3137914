import { describe, expect, it } from "vitest";

import { fieldSpecs, runGenerator, validateInput } from "./engine";
import { select } from "./fields";
import { seededRandom } from "./random";
import { defineListGenerator } from "./list-generator";

interface Shape {
  name: string;
  colour: "red" | "blue";
  sides: number;
}

const SHAPES: readonly Shape[] = [
  { name: "red triangle", colour: "red", sides: 3 },
  { name: "red square", colour: "red", sides: 4 },
  { name: "blue triangle", colour: "blue", sides: 3 },
  { name: "blue square", colour: "blue", sides: 4 },
  { name: "blue pentagon", colour: "blue", sides: 5 },
];

const shapes = defineListGenerator({
  id: "shape",
  title: "Shape",
  category: "science",
  iconText: "🔺",
  description: "A shape.",
  keywords: ["a", "b", "c"],
  entries: () => Promise.resolve(SHAPES),
  pool: "the shapes",
  filters: [
    {
      name: "colour",
      field: select({
        label: "Colour",
        options: [
          { value: "any", label: "Any" },
          { value: "red", label: "Red" },
          { value: "blue", label: "Blue" },
        ],
        default: "any",
      }),
      keeps: (s, choice) => choice === "any" || s.colour === choice,
    },
    {
      name: "sides",
      field: select({
        label: "Sides",
        options: [
          { value: "any", label: "Any" },
          { value: "3", label: "Three" },
          { value: "4", label: "Four" },
        ],
        default: "any",
      }),
      keeps: (s, choice) => choice === "any" || String(s.sides) === choice,
    },
  ],
  plural: (colour, sides) => `${colour} shapes with ${sides} sides`,
  value: (s) => ({ text: s.name, data: { name: s.name } }),
});

async function run(raw: Record<string, unknown>, seed = "shapes") {
  const validation = validateInput(shapes, raw);
  if (!validation.ok) throw new Error(JSON.stringify(validation.problems));
  return runGenerator(shapes, seededRandom(seed), validation.input, { now: 0 });
}

describe("defineListGenerator with several filters", () => {
  it("puts the filters first, then How many and No repeats", () => {
    expect(fieldSpecs(shapes).map((s) => s.name)).toEqual(["colour", "sides", "count", "unique"]);
  });

  it("keeps only the entries every filter keeps", async () => {
    const { values } = await run({ colour: "blue", sides: "3", count: 3, unique: false });
    expect(values.map((v) => v.text)).toEqual(["blue triangle", "blue triangle", "blue triangle"]);
    const reds = await run({ colour: "red", count: 2 });
    expect(reds.values.map((v) => v.text).sort()).toEqual(["red square", "red triangle"]);
  });

  it("gives the whole pool once, with the plural of the choices, past its end", async () => {
    const result = await run({ colour: "blue", count: 5 });
    expect(result.values).toHaveLength(3);
    expect(result.notes).toEqual([
      "Only 3 blue shapes with any sides exist in the list, so you get all 3.",
    ]);
  });

  it("names the filter of an unknown choice", () => {
    const validation = validateInput(shapes, { sides: "7" });
    expect(validation).toMatchObject({ ok: false, problems: [{ field: "sides" }] });
  });

  it("writes the list kind's algorithm text", () => {
    expect(shapes.algorithm).toContain("Random.pick");
    expect(shapes.algorithm).toContain("the shapes");
  });
});
