import fc from "fast-check";
import { describe, expect, it } from "vitest";

import testDomainName from "./test-domain-name";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([testDomainName], {
  seed: "developer test seed",
  now: 0,
});

const ENDINGS: Record<string, RegExp> = {
  test: /\.test$/,
  example: /\.example$/,
  invalid: /\.invalid$/,
  localhost: /\.localhost$/,
  subdomain: /\.example\.(com|org|net)$/,
};

describe("test-domain-name", () => {
  it("gives distinct valid host names under the chosen reserved name (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(ENDINGS)),
        fc.constantFrom("one", "two"),
        fc.integer({ min: 1, max: 60 }),
        fc.string({ maxLength: 6 }),
        async (suffix, words, count, seed) => {
          const result = await run("test-domain-name", { suffix, words, count }, seed);
          const names = result.values.map((v) => v.text);
          expect(new Set(names).size).toBe(count);
          for (const { text, data } of result.values) {
            expect(text).toMatch(ENDINGS[suffix] ?? /^$/);
            expect(text).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)+$/);
            expect(`${String(data?.label)}.${String(data?.reserved)}`).toBe(text);
            expect(String(data?.label).includes("-")).toBe(words === "two");
          }
        },
      ),
      { seed: 20_261_139, numRuns: 30 },
    );
  });

  it("refuses a real top-level domain, naming the field", () => {
    expectProblem(problemsOf("test-domain-name", { suffix: "com" })[0], "suffix", /Under/);
  });
});
