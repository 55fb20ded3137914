import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { AnyGenerator } from "../core/engine";
import identifiers, { CROCKFORD_BASE32, MAX_TIMESTAMP_48, NANOID_ALPHABET } from "./identifiers";
import {
  CHI_SQUARE_LIMIT,
  assertAcceptedRuns,
  assertFieldsValidate,
  assertIntegerFieldsRefuse,
  expectCategoryIds,
  chiSquare,
  expectProblem,
  generatorHarness,
  invalidNumber,
  validInputArbitrary,
} from "./test-support";

const NOW = 1_700_000_000_000;
const SEED = "identifiers test seed";

const { generator, run, runTexts, problemsOf, refusedProblems, expectSeedDecides } =
  generatorHarness(identifiers, {
    seed: SEED,
    now: NOW,
  });

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** The 48-bit time of a ULID's first 10 characters. */
function decodeUlidTime(ulid: string): number {
  let t = 0;
  for (const c of ulid.slice(0, 10)) t = t * 32 + CROCKFORD_BASE32.indexOf(c);
  return t;
}

/** The 48-bit time of a UUID v7's first 12 hex digits. */
function decodeUuidV7Time(uuid: string): number {
  return parseInt(uuid.replace(/-/g, "").slice(0, 12), 16);
}

describe("identifier generators", () => {
  it("are in the identifiers category with unique kebab-case ids", () => {
    expectCategoryIds(identifiers, "identifiers");
    for (const g of identifiers) {
      expect(g.keywords.length).toBeGreaterThanOrEqual(3);
      expect(g.keywords.length).toBeLessThanOrEqual(6);
    }
  });

  it("give the same values for the same seed and different values for another seed", async () => {
    for (const g of identifiers) await expectSeedDecides(g.id, { count: 3 });
  });
});

describe("uuid-v4", () => {
  it("has version 4 and variant 10xx, and no repeats", async () => {
    const uuids = await runTexts("uuid-v4", { count: 1000 });
    for (const uuid of uuids) expect(uuid).toMatch(UUID_V4);
    expect(new Set(uuids).size).toBe(uuids.length);
    // The two free variant bits both vary.
    expect(new Set(uuids.map((u) => u[19])).size).toBe(4);
  });

  it("can be uppercase", async () => {
    for (const uuid of await runTexts("uuid-v4", { count: 20, uppercase: true })) {
      expect(uuid).toBe(uuid.toUpperCase());
      expect(uuid.toLowerCase()).toMatch(UUID_V4);
    }
  });

  it("has uniformly distributed random hex digits (chi-square)", async () => {
    const uuids = await runTexts("uuid-v4", { count: 2000 });
    const counts = new Array<number>(16).fill(0);
    let total = 0;
    for (const uuid of uuids) {
      const hex = uuid.replace(/-/g, "");
      for (let i = 0; i < 32; i++) {
        if (i === 12 || i === 16) continue; // version nibble, variant nibble
        counts[parseInt(hex[i] as string, 16)]! += 1;
        total++;
      }
    }
    // 15 degrees of freedom: p ≤ 1e-6 for uniform digits.
    expect(chiSquare(counts, total / 16)).toBeLessThan(CHI_SQUARE_LIMIT[15]);
  });
});

describe("uuid-v7", () => {
  it("has version 7, variant 10xx and the run's time in its first 48 bits", async () => {
    const result = await run("uuid-v7", { count: 200 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(UUID_V7);
      expect(decodeUuidV7Time(text)).toBe(NOW);
      expect(data).toEqual({ timestamp: NOW, time: new Date(NOW).toISOString() });
    }
    const randomParts = result.values.map((v) => v.text.slice(15));
    expect(new Set(randomParts).size).toBe(200);
    expect(result.notes).toBeUndefined();
  });

  it("sorts by time", async () => {
    const [earlier] = await runTexts("uuid-v7", {}, "a");
    const later = (await run("uuid-v7", {}, "b", { now: NOW + 1 })).values[0]?.text;
    expect(earlier! < later!).toBe(true);
  });

  it("clamps a time it cannot hold and says so", async () => {
    const before = await run("uuid-v7", {}, SEED, { now: -5 });
    expect(decodeUuidV7Time(before.values[0]!.text)).toBe(0);
    expect(before.notes?.[0]).toMatch(/outside/);
    const after = await run("uuid-v7", {}, SEED, { now: 2 ** 50 });
    expect(decodeUuidV7Time(after.values[0]!.text)).toBe(MAX_TIMESTAMP_48);
  });
});

describe("ulid", () => {
  it("is 26 Crockford base32 characters whose time prefix decodes to now", async () => {
    const result = await run("ulid", { count: 200 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(ULID);
      expect(decodeUlidTime(text)).toBe(NOW);
      expect(data?.timestamp).toBe(NOW);
    }
    expect(new Set(result.values.map((v) => v.text)).size).toBe(200);
  });

  it("encodes the time like the ULID specification", async () => {
    // The specification's example: 1469918176385 → 01ARYZ6S41.
    const example = await run("ulid", {}, SEED, { now: 1469918176385 });
    expect(example.values[0]?.text.slice(0, 10)).toBe("01ARYZ6S41");
    const last = await run("ulid", {}, SEED, { now: MAX_TIMESTAMP_48 });
    expect(last.values[0]?.text.slice(0, 10)).toBe("7ZZZZZZZZZ");
  });
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

describe("hex-string", () => {
  it("has the asked length, case and prefix", async () => {
    for (const hex of await runTexts("hex-string", { length: 7, count: 50 })) {
      expect(hex).toMatch(/^[0-9a-f]{7}$/);
    }
    for (const hex of await runTexts("hex-string", {
      length: 1024,
      letterCase: "upper",
      prefix: true,
      count: 3,
    })) {
      expect(hex).toMatch(/^0x[0-9A-F]{1024}$/);
    }
    const [one] = await runTexts("hex-string", { length: 1 });
    expect(one).toMatch(/^[0-9a-f]$/);
  });

  it("rejects lengths and counts out of range", () => {
    expect(refusedProblems("hex-string", { length: 0 })[0]?.field).toBe("length");
    expect(refusedProblems("hex-string", { length: 1025 })[0]?.field).toBe("length");
    expect(refusedProblems("hex-string", { count: 10_001 })[0]?.field).toBe("count");
  });

  it("gives 10,000 short strings but no more than 1 MiB of digits in one run", async () => {
    expect(await runTexts("hex-string", { length: 104, count: 10_000 })).toHaveLength(10_000);
    expect(problemsOf("hex-string", { length: 1024, count: 1024 })).toEqual([]);
    expect(refusedProblems("hex-string", { length: 1024, count: 1025 })).toEqual([
      {
        field: "count",
        message:
          "1,025 values of 1,024 characters would be 1,049,600 characters; one run gives at most 1,048,576. Lower How many or Length.",
      },
    ]);
    expect(generator("hex-string").inputs.count?.spec.help).toBe(
      "At most 1,048,576 characters in all: Length × How many.",
    );
  });
});

describe("mac-address", () => {
  it("is locally administered unicast by default", async () => {
    const result = await run("mac-address", { count: 300 });
    for (const { text, data } of result.values) {
      expect(text).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
      expect(parseInt(text.slice(0, 2), 16) & 0b11).toBe(0b10);
      expect(data).toEqual({ locallyAdministered: true, multicast: false });
    }
  });

  it("leaves the first octet alone when the option is off", async () => {
    const macs = await runTexts("mac-address", { local: false, count: 300 });
    const lowBits = new Set(macs.map((mac) => parseInt(mac.slice(0, 2), 16) & 0b11));
    expect(lowBits).toEqual(new Set([0, 1, 2, 3]));
  });

  it("uses the chosen separator and case", async () => {
    const [hyphen] = await runTexts("mac-address", { separator: "hyphen", uppercase: true });
    expect(hyphen).toMatch(/^([0-9A-F]{2}-){5}[0-9A-F]{2}$/);
    const [none] = await runTexts("mac-address", { separator: "none" });
    expect(none).toMatch(/^[0-9a-f]{12}$/);
  });
});

// ---------------------------------------------------------------------------
// Properties over the whole input space
// ---------------------------------------------------------------------------

/** The shape every value must have for an input. */
const SHAPES: Record<string, (input: Record<string, unknown>, text: string) => boolean> = {
  "uuid-v4": (input, text) =>
    UUID_V4.test(input.uppercase ? text.toLowerCase() : text) &&
    text === (input.uppercase ? text.toUpperCase() : text.toLowerCase()),
  "uuid-v7": (input, text) =>
    UUID_V7.test(input.uppercase ? text.toLowerCase() : text) && decodeUuidV7Time(text) === NOW,
  ulid: (_input, text) => ULID.test(text) && decodeUlidTime(text) === NOW,
  nanoid: (input, text) => {
    const alphabet = Array.from((input.alphabet as string) || NANOID_ALPHABET);
    const chars = Array.from(text);
    return chars.length === input.length && chars.every((c) => alphabet.includes(c));
  },
  "hex-string": (input, text) => {
    const digits = input.letterCase === "upper" ? "[0-9A-F]" : "[0-9a-f]";
    const prefix = input.prefix ? "0x" : "";
    return new RegExp(`^${prefix}${digits}{${String(input.length)}}$`).test(text);
  },
  "mac-address": (input, text) => {
    const sep = { colon: ":", hyphen: "-", none: "" }[input.separator as string] ?? "?";
    const octet = input.uppercase ? "[0-9A-F]{2}" : "[0-9a-f]{2}";
    const shape = new RegExp(`^(${octet}${sep}){5}${octet}$`).test(text);
    return shape && (!input.local || (parseInt(text.slice(0, 2), 16) & 3) === 2);
  },
};

const ALPHABET_CHARS = [..."abcdefXYZ0123456789_-~!", "é", "🍎", "🍌"];

/** Valid inputs, with the custom alphabet empty or 2 to 20 different characters. */
function validInput(g: AnyGenerator): fc.Arbitrary<Record<string, unknown>> {
  return validInputArbitrary(g, (spec) =>
    spec.name === "alphabet"
      ? fc.oneof(
          fc.constant(""),
          fc
            .uniqueArray(fc.constantFrom(...ALPHABET_CHARS), { minLength: 2, maxLength: 20 })
            .map((chars) => chars.join("")),
        )
      : undefined,
  );
}

describe("identifier properties", () => {
  it("any valid input gives `count` values of the declared shape", async () => {
    const parameters = { seed: 20240611, numRuns: 60 };
    await assertAcceptedRuns(identifiers, validInput, { now: NOW }, parameters, (g) => {
      const shape = SHAPES[g.id];
      if (!shape) throw new Error(`No shape for ${g.id}`);
      return (raw, input, { values }) => {
        expect(values).toHaveLength(raw.count as number);
        for (const value of values) {
          expect(shape(input, value.text), `${g.id}: ${value.text}`).toBe(true);
        }
      };
    });
  });

  it("any out-of-range number is refused, naming its field, never thrown", () => {
    for (const g of identifiers) {
      assertIntegerFieldsRefuse(g, invalidNumber, { seed: 20240611, numRuns: 50 });
    }
  });

  it("any value of any type in any field is validated without throwing", () => {
    for (const g of identifiers) {
      assertFieldsValidate(g, fc.anything(), { seed: 20240611, numRuns: 50 });
    }
  });
});
