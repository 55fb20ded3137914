import { describe, expect, it } from "vitest";

import { MAX_WHEEL_ENTRIES } from "~/engine/shared/wheel";
import { WHEEL_PALETTES } from "~/engine/shared/wheel-palettes";

import {
  DEFAULT_WHEEL_OPTIONS,
  MAX_WHEEL_NAME_LENGTH,
  MAX_WHEEL_TEXT_BYTES,
  type SavedWheel,
  WHEEL_MESSAGES,
  checkWheel,
  checkWheelName,
  defaultWheelName,
  wheelFromDraft,
} from "./wheel";

const wheel = (overrides: Partial<SavedWheel> = {}): SavedWheel => ({
  id: "0b6c9f5e-2a4d-4c1e-9a7b-3f1d2e5c8a90",
  name: "Lunch",
  entries: "Pizza\nSushi *3\nTacos",
  options: DEFAULT_WHEEL_OPTIONS,
  updatedAt: "2026-11-23T12:00:00.000Z",
  ...overrides,
});

const refusal = (value: unknown) => {
  const result = checkWheel(value);
  return result.ok ? null : result.message;
};

describe("checkWheel", () => {
  it("accepts a wheel the generator can spin, and keeps only a wheel's fields", () => {
    expect(checkWheel({ ...wheel(), extra: "dropped" })).toEqual({ ok: true, wheel: wheel() });
  });

  it("tidies the name and lower-cases the id", () => {
    const result = checkWheel(
      wheel({ id: "0B6C9F5E-2A4D-4C1E-9A7B-3F1D2E5C8A90", name: "  Team \n lunch " }),
    );
    expect(result.ok && [result.wheel.id, result.wheel.name]).toEqual([wheel().id, "Team lunch"]);
  });

  it("refuses entries the generator cannot read, with the generator's own message", () => {
    expect(refusal(wheel({ entries: "Ana *zero" }))).toMatch(/^Line 1: "\*zero" is not a weight/);
    expect(refusal(wheel({ entries: "\n \n" }))).toBe(
      "The wheel is empty: enter at least one entry, one per line.",
    );
    const tooMany = Array.from({ length: MAX_WHEEL_ENTRIES + 1 }, (_, i) => `E${i}`).join("\n");
    expect(refusal(wheel({ entries: tooMany }))).toMatch(/at most 1,000 entries/);
  });

  it("refuses a missing or too long name", () => {
    expect(refusal(wheel({ name: " " }))).toBe("Give the wheel a name.");
    expect(refusal({ ...wheel(), name: undefined })).toBe(WHEEL_MESSAGES.nameMissing);
    expect(refusal(wheel({ name: "x".repeat(MAX_WHEEL_NAME_LENGTH) }))).toBeNull();
    expect(refusal(wheel({ name: "x".repeat(MAX_WHEEL_NAME_LENGTH + 1) }))).toBe(
      "That name is too long: keep it to 80 characters.",
    );
    // An emoji is one character to the visitor.
    expect(refusal(wheel({ name: "🎡".repeat(MAX_WHEEL_NAME_LENGTH) }))).toBeNull();
  });

  it("refuses entries over the size limit, counted in UTF-8 bytes", () => {
    // 1,000 lines of 100 characters and their line breaks: 100,999 bytes.
    const line = "x".repeat(100);
    const big = Array.from({ length: MAX_WHEEL_ENTRIES }, () => line).join("\n");
    expect(refusal(wheel({ entries: big.slice(0, MAX_WHEEL_TEXT_BYTES) }))).toBeNull();
    expect(refusal(wheel({ entries: big }))).toBe(WHEEL_MESSAGES.tooLarge);
    expect(WHEEL_MESSAGES.tooLarge).toMatch(/over 100,000 bytes/);
    // "é" is two bytes: half as many fit.
    expect(refusal(wheel({ entries: "é".repeat(MAX_WHEEL_TEXT_BYTES / 2 + 1) }))).toBe(
      WHEEL_MESSAGES.tooLarge,
    );
  });

  it("holds the options to the generator's fields", () => {
    const options = wheel().options;
    expect(refusal(wheel({ options: { ...options, duration: 0 } }))).toBe(
      "Spin time (seconds) must be at least 1",
    );
    expect(refusal(wheel({ options: { ...options, duration: 61 } }))).toBe(
      "Spin time (seconds) must be at most 60",
    );
    expect(refusal(wheel({ options: { ...options, duration: 60 } }))).toBeNull();
    expect(refusal(wheel({ options: { ...options, colours: "neon" } }))).toMatch(
      /^Colours must be one of: Bright, Pastel/,
    );
    for (const { id } of WHEEL_PALETTES) {
      expect(refusal(wheel({ options: { ...options, colours: id } }))).toBeNull();
    }
    expect(refusal(wheel({ options: { ...options, rotation: "yes" as never } }))).toMatch(
      /on or off/,
    );
    expect(
      refusal(wheel({ options: { ...options, won: "x".repeat(MAX_WHEEL_TEXT_BYTES + 1) } })),
    ).toBe(WHEEL_MESSAGES.wonTooLarge);
    expect(refusal({ ...wheel(), options: null })).toBe(WHEEL_MESSAGES.optionsNotObject);
  });

  it("reads a wheel saved before titles, hidden entries, colours and winners as having none", () => {
    const older = { duration: 5, rotation: false, colours: "bright", won: "" };
    const checked = checkWheel({ ...wheel(), options: older });
    expect(checked.ok && checked.wheel.options).toEqual({
      ...older,
      title: "",
      winners: 1,
      hidden: "",
      sliceColours: "",
    });
    expect(refusal(wheel({ options: { ...wheel().options, winners: 101 } }))).toBe(
      "Winners per spin must be at most 100",
    );
    expect(refusal(wheel({ options: { ...wheel().options, sliceColours: "Pizza red" } }))).toBe(
      'Line 1 of Slice colours: "Pizza red" needs a name and then a colour, like "Ana #d62839".',
    );
  });

  it("refuses what is not a wheel at all, and says which part", () => {
    expect(refusal(null)).toBe(WHEEL_MESSAGES.notAWheel);
    expect(refusal([wheel()])).toBe(WHEEL_MESSAGES.notAWheel);
    expect(refusal(wheel({ id: "wheel-1" }))).toBe(WHEEL_MESSAGES.wheelId);
    expect(refusal({ ...wheel(), entries: ["Ana"] })).toBe(WHEEL_MESSAGES.entriesNotText);
    expect(refusal(wheel({ updatedAt: "yesterday" }))).toBe(WHEEL_MESSAGES.updatedAt);
  });
});

describe("checkWheelName", () => {
  it("folds spaces and line breaks and trims", () => {
    expect(checkWheelName("  A\t\tB \n C ")).toEqual({ ok: true, name: "A B C" });
    expect(checkWheelName(42)).toEqual({ ok: false, message: WHEEL_MESSAGES.nameMissing });
  });
});

describe("defaultWheelName", () => {
  it("names a wheel after its first three entries, with … when there are more", () => {
    expect(defaultWheelName("Ana\nBen")).toBe("Ana, Ben");
    expect(defaultWheelName("Ana\n\nBen *2\nCy")).toBe("Ana, Ben, Cy");
    expect(defaultWheelName("Ana\nBen\nCy\nDee")).toBe("Ana, Ben, Cy…");
  });

  it("falls back to My wheel when the entries name nothing", () => {
    expect(defaultWheelName("")).toBe("My wheel");
    expect(defaultWheelName("*3")).toBe("My wheel");
  });

  it("always gives a name the check accepts", () => {
    const long = Array.from({ length: 4 }, () => "y".repeat(60)).join("\n");
    const name = defaultWheelName(long);
    expect(Array.from(name)).toHaveLength(MAX_WHEEL_NAME_LENGTH);
    expect(name.endsWith("…")).toBe(true);
    expect(checkWheelName(name)).toEqual({ ok: true, name });
  });
});

describe("wheelFromDraft", () => {
  it("gives a new wheel an id, a default name and the time it was saved", () => {
    const now = new Date("2026-11-23T16:00:00.000Z");
    const made = wheelFromDraft({ entries: "Ana\nBen", options: wheel().options }, now);
    expect(made.ok && made.wheel).toMatchObject({
      name: "Ana, Ben",
      updatedAt: now.toISOString(),
    });
    expect(made.ok && made.wheel.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the id and name it is given", () => {
    const made = wheelFromDraft({
      id: wheel().id,
      name: "Lunch",
      entries: "Ana",
      options: wheel().options,
    });
    expect(made.ok && [made.wheel.id, made.wheel.name]).toEqual([wheel().id, "Lunch"]);
  });
});
