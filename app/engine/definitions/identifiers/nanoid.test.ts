import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { runGenerator, type AnyGenerator } from "../../core/engine";
import { seededRandom } from "../../core/random";
import nanoid from "./nanoid";
import { NANOID_ALPHABET } from "../../shared/identifiers";
import {
  CHI_SQUARE_LIMIT,
  chiSquare,
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  expectProblem,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "../../testing/harness";

const NOW = 1_700_000_000_000;

const { run, runTexts, refusedProblems } = generatorHarness([nanoid], {
  seed: "identifiers test seed",
  now: NOW,
});

describe("nanoid", () => {
  it("is 21 URL-safe characters by default, with 126 bits", async () => {
    const result = await run("nanoid", { count: 100 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(/^[A-Za-z0-9_-]{21}$/);
      expect(data?.entropyBits).toBe(126);
    }
    expect(result.summary).toContain("126 bits");
    const used = new Set(result.values.flatMap((v) => Array.from(v.text)));
    expect(used.size).toBe(NANOID_ALPHABET.length);
  });

  it("uses a custom alphabet, counting emoji as one character", async () => {
    for (const id of await runTexts("nanoid", { alphabet: "abc", length: 12, count: 20 })) {
      expect(id).toMatch(/^[abc]{12}$/);
    }
    for (const id of await runTexts("nanoid", { alphabet: "🍎🍌", length: 5, count: 20 })) {
      expect(Array.from(id)).toHaveLength(5);
      expect(id).toMatch(/^(🍎|🍌){5}$/u);
    }
  });

  it("spells, ID after ID, the indices Random.indicesInto draws for the whole run (version 2)", async () => {
    for (const alphabet of ["", "abc", "🍎🍌x"]) {
      const characters = Array.from(alphabet || NANOID_ALPHABET);
      const reference = seededRandom("nanoid v2");
      const indices = reference.indicesInto(new Uint8Array(7 * 30), characters.length);
      const expected = Array.from({ length: 30 }, (_, k) =>
        Array.from(indices.subarray(7 * k, 7 * k + 7), (i) => characters[i]).join(""),
      );
      const random = seededRandom("nanoid v2");
      const result = await runGenerator(
        nanoid,
        random,
        { length: 7, alphabet, count: 30 },
        {
          now: NOW,
        },
      );
      expect(result.values.map((v) => v.text)).toEqual(expected);
      expect(random.uint32()).toBe(reference.uint32());
    }
  });

  it("keeps version 1, one Random.pick per character, for its permalinks", async () => {
    const reference = seededRandom("nanoid v1");
    const characters = Array.from(NANOID_ALPHABET);
    const expected = Array.from({ length: 20 }, () =>
      Array.from({ length: 21 }, () => reference.pick(characters)).join(""),
    );
    const input = { length: 21, alphabet: "", count: 20 };
    const result = await runGenerator(nanoid, seededRandom("nanoid v1"), input, {
      now: NOW,
      version: 1,
    });
    expect(result.values.map((v) => v.text)).toEqual(expected);
  });

  it("draws characters uniformly, from 64 characters or from 26 (chi-square)", async () => {
    for (const alphabet of ["", "abcdefghijklmnopqrstuvwxyz"]) {
      const characters = Array.from(alphabet || NANOID_ALPHABET);
      const ids = await runTexts("nanoid", { alphabet, length: 200, count: 100 });
      const counts = new Array<number>(characters.length).fill(0);
      for (const id of ids) for (const c of id) counts[characters.indexOf(c)]! += 1;
      // 63 or 25 degrees of freedom: p ≤ 1e-6 for uniform characters.
      const limit = characters.length === 64 ? CHI_SQUARE_LIMIT[63] : CHI_SQUARE_LIMIT[25];
      expect(chiSquare(counts, 20_000 / characters.length)).toBeLessThan(limit);
    }
  });

  it("rejects repeated, too few or blank alphabet characters, and lengths out of range", () => {
    expectProblem(
      refusedProblems("nanoid", { alphabet: "abca" })[0],
      "alphabet",
      /Custom alphabet.*repeated.*a/,
    );
    expect(refusedProblems("nanoid", { alphabet: "x" })[0]?.field).toBe("alphabet");
    expect(refusedProblems("nanoid", { alphabet: "ab c" })[0]?.field).toBe("alphabet");
    expect(refusedProblems("nanoid", { length: 1 })[0]).toEqual({
      field: "length",
      message: "Length must be at least 2",
    });
    expect(refusedProblems("nanoid", { length: 257 })[0]?.field).toBe("length");
  });
});

const ALPHABET_CHARS = [..."abcdefXYZ0123456789_-~!", "é", "🍎", "🍌"];

/** Valid inputs, with the custom alphabet empty or 2 to 20 different characters. */
const validInput = (g: AnyGenerator) =>
  validInputArbitrary(g, (spec) =>
    spec.name === "alphabet"
      ? fc.oneof(
          fc.constant(""),
          fc
            .uniqueArray(fc.constantFrom(...ALPHABET_CHARS), { minLength: 2, maxLength: 20 })
            .map((chars) => chars.join("")),
        )
      : undefined,
  );

describe("nanoid properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns([nanoid], validInput, { now: NOW }, parameters, () => {
      return (raw, input, { values }) => {
        expect(values).toHaveLength(raw.count as number);
        const alphabet = Array.from((input.alphabet as string) || NANOID_ALPHABET);
        for (const { text } of values) {
          const chars = Array.from(text);
          const shaped = chars.length === input.length && chars.every((c) => alphabet.includes(c));
          expect(shaped, `nanoid: ${text}`).toBe(true);
        }
      };
    });
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    assertIntegerFieldsRefuse(nanoid, invalidNumber, { seed: 20240611, numRuns: 50 });
  });

  it("any value of any type in any field is validated without throwing", () => {
    assertFieldsValidate(nanoid, fc.anything(), { seed: 20240611, numRuns: 50 });
  });
});
