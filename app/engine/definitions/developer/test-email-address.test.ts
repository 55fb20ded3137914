import fc from "fast-check";
import { describe, expect, it } from "vitest";

import testEmailAddress from "./test-email-address";
import { expectProblem, generatorHarness } from "../../testing/harness";

const { run, problemsOf } = generatorHarness([testEmailAddress], {
  seed: "developer test seed",
  now: 0,
});

const RESERVED = /@(example\.(com|org|net)|[a-z]+\.test)$/;

describe("test-email-address", () => {
  it("gives distinct, valid addresses at reserved domains only (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("any", "dotted", "initial", "words"),
        fc.constantFrom("example.com", "example.org", "example.net", "any", "test"),
        fc.integer({ min: 1, max: 60 }),
        fc.string({ maxLength: 6 }),
        async (style, domain, count, seed) => {
          const result = await run("test-email-address", { style, domain, count }, seed);
          const addresses = result.values.map((v) => v.text);
          expect(new Set(addresses).size).toBe(count);
          for (const { text, data } of result.values) {
            expect(text).toMatch(/^[a-z]+(\.[a-z]+)?@[a-z]+(\.[a-z]+)+$/);
            expect(text).toMatch(RESERVED);
            expect(`${String(data?.local)}@${String(data?.domain)}`).toBe(text);
            if (domain.startsWith("example.")) expect(data?.domain).toBe(domain);
            if (domain === "test") expect(text).toMatch(/\.test$/);
            if (style === "dotted") expect(data?.local).toContain(".");
          }
        },
      ),
      { seed: 20_261_131, numRuns: 30 },
    );
  });

  it("refuses an unknown domain, naming the field", () => {
    expectProblem(problemsOf("test-email-address", { domain: "gmail.com" })[0], "domain", /Domain/);
  });
});
