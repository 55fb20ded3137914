import { describe, expect, it } from "vitest";

import { MAX_WHEEL_TEXT_BYTES, WHEEL_MESSAGES } from "./wheel";
import {
  isWheelLinkId,
  newWheelLinkId,
  WHEEL_LINK_ID_LENGTH,
  WHEEL_LINK_MESSAGES,
  wheelLinkQuery,
} from "./wheel-links";

describe("newWheelLinkId", () => {
  it("makes ids of letters and digits that isWheelLinkId accepts, different each time", () => {
    const ids = new Set(Array.from({ length: 1_000 }, () => newWheelLinkId()));
    // 1,000 draws of 59.5 bits: a repeat has a chance of about 1 in 10^12.
    expect(ids.size).toBe(1_000);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]+$/);
      expect(id).toHaveLength(WHEEL_LINK_ID_LENGTH);
      expect(isWheelLinkId(id)).toBe(true);
    }
  });

  it("draws again for bytes past the last whole run of 62, so no character is favoured", () => {
    // 248–255 would favour the first 8 characters: they are skipped, 0 and 61 kept.
    const bytes = [248, 255, 0, 61, 62, 123, 124, 247, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const id = newWheelLinkId((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(id).toBe("A9A9A9BCDE");
  });

  it("refuses ids of another length or with other characters", () => {
    for (const id of ["abc", "ABCDEFGHIJK", "ABCDE-GHIJ", "ABCDE GHIJ", 42, null]) {
      expect(isWheelLinkId(id)).toBe(false);
    }
  });
});

describe("wheelLinkQuery", () => {
  it("keeps every parameter the long link carries, seed and unknown ones included", () => {
    const query = "?entries=Ana%0ABen&duration=3&seed=abc&v=1&title=Lunch+%E2%9C%93";
    expect(wheelLinkQuery(query)).toEqual({
      ok: true,
      query: "entries=Ana%0ABen&duration=3&seed=abc&v=1&title=Lunch+%E2%9C%93",
    });
  });

  it("drops parameters that point elsewhere: a stored list, a short link, a public draw", () => {
    expect(wheelLinkQuery("entries=Ana&list=x&link=y&draw=z")).toEqual({
      ok: true,
      query: "entries=Ana",
    });
  });

  it("refuses a query without entries, or with entries the wheel cannot spin", () => {
    expect(wheelLinkQuery("duration=3")).toEqual({
      ok: false,
      message: WHEEL_LINK_MESSAGES.noEntries,
    });
    expect(wheelLinkQuery("entries=")).toMatchObject({ ok: false });
    expect(wheelLinkQuery(7)).toEqual({ ok: false, message: WHEEL_LINK_MESSAGES.queryNotText });
  });

  it("takes entries and an already-won list at the size limit, not one byte more", () => {
    const atLimit = "a".repeat(MAX_WHEEL_TEXT_BYTES);
    const over = `${atLimit}a`;
    const params = (entries: string, won: string) => new URLSearchParams({ entries, won });
    expect(wheelLinkQuery(params(atLimit, atLimit).toString()).ok).toBe(true);
    expect(wheelLinkQuery(params(over, "").toString())).toEqual({
      ok: false,
      message: WHEEL_MESSAGES.tooLarge,
    });
    expect(wheelLinkQuery(params("Ana", over).toString())).toEqual({
      ok: false,
      message: WHEEL_MESSAGES.wonTooLarge,
    });
  });
});
