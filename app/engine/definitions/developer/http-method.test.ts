import fc from "fast-check";
import { describe, expect, it } from "vitest";

import httpMethod from "./http-method";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  expectProblem,
  generatorHarness,
  texts,
} from "../../testing/harness";

const FC = { seed: 20_250_122, numRuns: 40 };
const { run, problemsOf } = generatorHarness([httpMethod], {
  seed: "developer test seed",
  now: 0,
});

/** The expected members of each choice, from RFC 9110 §9.2 and the IANA method registry. */
const EXPECTED: Record<string, string[]> = {
  common: ["GET", "POST", "PUT", "PATCH", "DELETE"],
  safe: ["GET", "HEAD", "OPTIONS", "TRACE"],
  idempotent: ["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE"],
  unsafe: ["POST", "PUT", "DELETE", "CONNECT", "PATCH"],
  http: ["GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"],
};

describe("http-method", () => {
  it.each(Object.entries(EXPECTED))("gives exactly the %s methods", async (kind, methods) => {
    const result = await run("http-method", { kind, count: 50, unique: true });
    expect(new Set(texts(result))).toEqual(new Set(methods));
  });

  it("includes WebDAV's methods only when asked, with their registry properties", async () => {
    const result = await run("http-method", { kind: "all", count: 16, unique: true });
    expect(result.values).toHaveLength(16);
    const propfind = result.values.find((v) => v.text === "PROPFIND");
    expect(propfind?.data).toMatchObject({ safe: true, idempotent: true, rfc: "RFC 4918" });
    const lock = result.values.find((v) => v.text === "LOCK");
    expect(lock?.data).toMatchObject({ safe: false, idempotent: false });
  });

  it("marks every safe method idempotent (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 6 }), async (seed) => {
        const result = await run("http-method", { kind: "all", count: 20, unique: false }, seed);
        for (const { data } of result.values) if (data?.safe) expect(data.idempotent).toBe(true);
      }),
      FC,
    );
  });

  // 5 common methods, 5,000 picks with repeats; chi-square, 4 degrees of freedom, p = 1e-6.
  it("picks each method equally often", async () => {
    const result = await run("http-method", { count: 5_000, unique: false });
    const counts = EXPECTED.common!.map((m) => texts(result).filter((t) => t === m).length);
    expect(chiSquare(counts, 1_000)).toBeLessThan(CHI_SQUARE_LIMIT[4]);
  });

  it("refuses an unknown choice, naming the field", () => {
    expectProblem(problemsOf("http-method", { kind: "rude" })[0], "kind", /Methods/);
  });
});
