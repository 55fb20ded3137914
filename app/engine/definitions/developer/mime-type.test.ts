import fc from "fast-check";
import { describe, expect, it } from "vitest";

import mediaTypes from "../../data/mime-types";
import mimeType from "./mime-type";
import { expectDrawnFrom, expectProblem, generatorHarness } from "../../testing/harness";

const FC = { seed: 20_250_123, numRuns: 40 };
const { run, problemsOf } = generatorHarness([mimeType], {
  seed: "developer test seed",
  now: 0,
});
const TOPS = ["any", "application", "audio", "font", "image", "model", "text", "video"];

describe("mime-type", () => {
  it("holds hundreds of types with extensions, the everyday ones among them", () => {
    expect(mediaTypes.length).toBeGreaterThanOrEqual(300);
    const byType = new Map(mediaTypes.map((m) => [m.type, m.extensions]));
    expect(byType.get("application/json")).toContain("json");
    expect(byType.get("image/png")).toEqual(["png"]);
    expect(byType.get("application/pdf")).toEqual(["pdf"]);
    expect(
      byType.get("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ).toEqual(["docx"]);
    for (const m of mediaTypes) {
      expect(m.type).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
      expect(m.extensions.length).toBeGreaterThan(0);
    }
  });

  it("draws only types of the chosen top-level type (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TOPS),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        async (top, count, unique, seed) => {
          const pool = mediaTypes.filter((m) => top === "any" || m.type.startsWith(`${top}/`));
          const result = await run("mime-type", { top, count, unique }, seed);
          expectDrawnFrom(result, { count, unique }, pool, ({ text, data }) => {
            const entry = pool.find((m) => m.type === text);
            return entry && data?.extension === entry.extensions[0] ? entry : undefined;
          });
        },
      ),
      FC,
    );
  });

  it("refuses an unknown type, naming the field", () => {
    expectProblem(problemsOf("mime-type", { top: "chemical" })[0], "top", /Type/);
  });
});
