import fc from "fast-check";
import { describe, expect, it } from "vitest";

import parts, { type TvFormat } from "../../data/tv-premise-parts";
import { generatorHarness } from "../../testing/harness";
import tvShowPremise, { TV_FORMATS } from "./tv-show-premise";

const { run, problemsOf } = generatorHarness([tvShowPremise], {
  seed: "tv",
  now: 0,
});

describe("tv-show-premise", () => {
  it("uses a complication of the chosen format and parts from the lists (property)", async () => {
    const input = fc.record({
      format: fc.constantFrom("any", ...Object.keys(TV_FORMATS)),
      count: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(input, fc.string({ maxLength: 5 }), async (raw, seed) => {
        const { values } = await run("tv-show-premise", raw, seed);
        expect(values).toHaveLength(raw.count);
        for (const { text, data } of values) {
          const format = data?.format as TvFormat;
          if (raw.format !== "any") expect(format).toBe(raw.format);
          expect(parts.complications[format]).toContain(data?.complication);
          expect(parts.leads).toContain(data?.lead);
          expect(parts.situations).toContain(data?.situation);
          expect(parts.places).toContain(data?.place);
          expect(text.startsWith(`${TV_FORMATS[format]}: `)).toBe(true);
        }
      }),
      { seed: 17_204, numRuns: 30 },
    );
  });

  it("keeps every list free of repeats", () => {
    const lists = [
      parts.leads,
      parts.situations,
      parts.places,
      ...Object.values(parts.complications),
    ];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
  });

  it("refuses an unknown format, naming the field", () => {
    expect(problemsOf("tv-show-premise", { format: "soap" })[0]?.field).toBe("format");
  });
});
