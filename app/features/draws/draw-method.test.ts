import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { seededRandom } from "~/engine/core/random";

import { realRound } from "../../../tests/support/drand-fixtures";
import {
  canonicalEntries,
  committedText,
  drawRound,
  drawSeed,
  entriesHash,
  pickWinners,
  rangeEntries,
} from "./draw-method";
import { roundTime } from "./quicknet";

describe("canonicalEntries", () => {
  it("normalises to NFC, trims each line and drops blank lines, keeping repeats", () => {
    // "é" as e + combining acute becomes the single code point U+00E9.
    expect(canonicalEntries("  Ade\u0301le \r\n\n\tBob\rBob\n   \n")).toEqual([
      "Ad\u00e9le",
      "Bob",
      "Bob",
    ]);
  });

  it("joins with a single line feed", () => {
    expect(committedText(["a", "b"])).toBe("a\nb");
  });

  it("writes a range 1..n one number per line", () => {
    expect(rangeEntries(3)).toEqual(["1", "2", "3"]);
  });
});

describe("entriesHash", () => {
  it("is SHA-256 of the UTF-8 committed text, as hex", async () => {
    const entries = canonicalEntries("Zoë\nЮлия\n李");
    const expected = createHash("sha256").update("Zoë\nЮлия\n李", "utf8").digest("hex");
    expect(await entriesHash(entries)).toBe(expected);
  });
});

describe("drawRound", () => {
  it("is the first round at least 30 s after the commitment", () => {
    const created = roundTime(1000) - 30_000;
    expect(drawRound(created)).toBe(1000);
    expect(drawRound(created + 1)).toBe(1001);
    expect(roundTime(drawRound(created + 1))).toBeGreaterThanOrEqual(created + 1 + 30_000);
  });

  it("counts from the chosen time when one is chosen", () => {
    const created = roundTime(1000);
    expect(drawRound(created, roundTime(5000) - 30_000)).toBe(5000);
    // A chosen time before the commitment cannot pull the round earlier.
    expect(drawRound(created, created - 60_000)).toBe(drawRound(created));
  });
});

describe("pickWinners", () => {
  it("draws distinct line positions with the engine's pick, seeded by randomness and hash", async () => {
    const { randomness } = realRound(30662990);
    const entries = rangeEntries(50);
    const hash = await entriesHash(entries);
    const winners = pickWinners(entries, 5, randomness, hash);
    // An independent recomputation: the seed text, the engine's seeded source, k distinct ints.
    const seed = `${randomness}:${createHash("sha256").update(entries.join("\n")).digest("hex")}`;
    expect(drawSeed(randomness, hash)).toBe(seed);
    const expected = seededRandom(seed).distinctInts(0, 49, 5);
    expect(winners.map((winner) => winner.position - 1)).toEqual(expected);
    expect(winners.map((winner) => winner.entry)).toEqual(expected.map((i) => String(i + 1)));
    expect(new Set(winners.map((winner) => winner.position)).size).toBe(5);
  });

  it("gives the same winners every time for the same round and entries", async () => {
    const { randomness } = realRound(1);
    const entries = ["a", "b", "c", "d"];
    const hash = await entriesHash(entries);
    expect(pickWinners(entries, 4, randomness, hash)).toEqual(
      pickWinners(entries, 4, randomness, hash),
    );
  });
});
