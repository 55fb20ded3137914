import { describe, expect, it } from "vitest";

import { OUTPUT_PARAMETER, preferredFormat } from "./output-format.server";
import { RUN_PARAMETERS } from "~/engine/core/run-parameters";

import { readRunStrictly } from "./run-request.server";
import { fieldSpecs } from "~/engine/core/engine";
import { ALL_GENERATORS, generatorById } from "~/engine/testing/all-generators";

const NOW = Date.UTC(2025, 0, 1);

describe("the parameters the API reads itself", () => {
  it("are never the name of a generator's input, so output= works on every generator", () => {
    const own = new Set<string>([OUTPUT_PARAMETER, ...RUN_PARAMETERS]);
    const clashes = ALL_GENERATORS.flatMap((generator) =>
      fieldSpecs(generator)
        .filter((spec) => own.has(spec.name))
        .map((spec) => `${generator.id}: ${spec.name}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe("readRunStrictly", () => {
  const read = (id: string, query: string) =>
    readRunStrictly(generatorById(id), new Map(new URLSearchParams(query)), { now: NOW });

  it("pins an answer only when the seed, v and (for a clock generator) at are all given", () => {
    const lasting = (id: string, query: string) => {
      const reading = read(id, query);
      return reading.ok ? reading.lasting : reading.problems;
    };
    expect(lasting("uuid-v4", "seed=a&v=1")).toBe("pinned");
    expect(lasting("uuid-v4", "seed=a")).toBe("seeded");
    expect(lasting("uuid-v4", "")).toBe("fresh");
    expect(lasting("uuid-v7", "seed=a&v=1")).toBe("fresh");
    expect(lasting("uuid-v7", `seed=a&at=${NOW}`)).toBe("seeded");
    expect(lasting("uuid-v7", `seed=a&v=1&at=${NOW}`)).toBe("pinned");
  });

  it("reads a JSON body's numbers as numbers, whatever their notation", () => {
    const reading = readRunStrictly(generatorById("random-number"), new Map([["count", 1e1]]), {
      now: NOW,
    });
    expect(reading.ok && reading.request.input.count).toBe(10);
  });
});

describe("preferredFormat (RFC 9110 §12.5.1)", () => {
  it("takes the most specific range's quality, the highest first, a tie by position", () => {
    expect(preferredFormat("text/*;q=0.3, text/csv;q=0.8, application/json;q=0.5")).toBe("csv");
    expect(preferredFormat("text/*, application/json")).toBe("txt");
    expect(preferredFormat("*/*;q=0.1, text/csv;q=0")).toBe("json");
  });

  it("accepts nothing it does not know, and no malformed quality", () => {
    expect(preferredFormat(null)).toBeNull();
    expect(preferredFormat("image/png, text/html")).toBeNull();
    expect(preferredFormat("text/csv;q=2")).toBeNull();
    expect(preferredFormat("TEXT/CSV; Q=0.5")).toBe("csv");
  });
});
