import { describe, expect, it } from "vitest";

import { readPermalink, readTime, readVersion } from "./read-run";

const versions = { version: 3, legacyVersions: [1, 2] };
const clocked = { ...versions, usesClock: true };
const NOW = 1_767_225_600_000;

describe("readPermalink", () => {
  it("reads the seed, a kept version and the time of a link", () => {
    const params = new URLSearchParams("seed=abc&v=1&at=1750000000000");
    expect(readPermalink(params, clocked, NOW)).toEqual({
      seed: "abc",
      version: 1,
      at: 1_750_000_000_000,
      problems: [],
    });
  });

  it("uses the current version and time when the link gives none", () => {
    expect(readPermalink(new URLSearchParams("seed=abc"), clocked, NOW)).toEqual({
      seed: "abc",
      version: 3,
      at: NOW,
      problems: [],
    });
  });

  it("gives no clock to a generator that does not read it, whatever `at` says", () => {
    const reading = readPermalink(
      new URLSearchParams("seed=x&at="),
      { ...clocked, usesClock: false },
      NOW,
    );
    expect(reading.at).toBeNull();
    expect(reading.problems).toEqual([]);
  });

  it("never reads an empty `at` as 1970: it names it and uses the current time", () => {
    const reading = readPermalink(new URLSearchParams("seed=abc&at="), clocked, NOW);
    expect(reading.at).toBe(NOW);
    expect(reading.problems).toEqual([
      { field: "at", message: "The time in this link is empty; the current time was used." },
    ]);
  });

  it("ignores a version without a seed, as every permalink does", () => {
    expect(readPermalink(new URLSearchParams("v=99"), clocked, NOW).problems).toEqual([]);
  });
});

describe("readTime", () => {
  it.each(["abc", "-1", "1.5", "9e99", "8640000000000001"])("refuses %j with a message", (at) => {
    expect(readTime(at)).toEqual({
      at: null,
      message: "The time in this link is not valid; the current time was used.",
    });
  });

  it.each(["0", "8640000000000000", "1750000000000"])("accepts %j", (at) => {
    expect(readTime(at)).toEqual({ at: Number(at) });
  });
});

describe("readVersion", () => {
  it("accepts the current and kept versions only", () => {
    expect(readVersion("3", versions)).toEqual({ version: 3 });
    expect(readVersion("2", versions)).toEqual({ version: 2 });
    expect(readVersion("4", versions)).toMatchObject({ version: null });
  });

  it("names the generator when asked to, and an empty version as such", () => {
    expect(readVersion("", versions, "Dice Roller")).toEqual({
      version: null,
      message:
        "This link asks for an empty version of Dice Roller, which does not exist; the current version 3 was used.",
    });
  });
});
