import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { html, source } from "../../../docs/draw-method-v2.md?document";
import { DRAW_LIMITS } from "./draw-limits";
import { DRAW_PENDING_LIMIT_DEFAULT } from "./draw-config.server";
import { DRAW_METHOD_V2 } from "./method-v2";
import { isForbiddenCodePoint, TRIMMED_CODE_POINTS } from "./canonical-form";
import { RECEIPT_SALT_BYTES } from "./hidden-list";
import {
  QUICKNET_CHAIN_HASH,
  QUICKNET_DST,
  QUICKNET_GENESIS_SECONDS,
  QUICKNET_PUBLIC_KEY,
} from "./quicknet";

// The document is the method: every constant it states must be the one the code uses.

/** The code points a "U+XXXX, U+YYYY–U+ZZZZ" list names. */
function codePointsOf(list: string): number[] {
  return [...list.matchAll(/U\+([0-9A-F]{4})(?:–U\+([0-9A-F]{4}))?/g)].flatMap(([, from, to]) => {
    const start = parseInt(from ?? "0", 16);
    const end = parseInt(to ?? from ?? "0", 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

const paragraph = (start: string) => {
  const at = source.indexOf(start);
  expect(at, start).toBeGreaterThanOrEqual(0);
  // A bullet ends where the next one starts, or at the blank line after the list.
  const ends = ["\n- ", "\n\n"].map((end) => source.indexOf(end, at + 1)).filter((i) => i > 0);
  return source.slice(at, Math.min(...ends));
};

/** The document with every run of whitespace as one space, as a reader sees it. */
const prose = source.replace(/\s+/g, " ");

describe("docs/draw-method-v2.md", () => {
  it("is served byte for byte as kept in the repository", () => {
    expect(source).toBe(readFileSync("docs/draw-method-v2.md", "utf8"));
    expect(html).toContain("<h2");
  });

  it("states the constants the code uses", () => {
    for (const constant of [
      DRAW_METHOD_V2,
      QUICKNET_CHAIN_HASH,
      QUICKNET_PUBLIC_KEY,
      QUICKNET_DST,
      String(QUICKNET_GENESIS_SECONDS),
    ]) {
      expect(source).toContain(constant);
    }
    expect(prose).toContain(`${RECEIPT_SALT_BYTES} bytes`);
    expect(prose).toContain(`1 to ${DRAW_LIMITS.maxEntries.toLocaleString("en-US")} entries`);
    expect(prose).toContain(`at most ${DRAW_LIMITS.maxEntryChars} code points`);
    expect(prose).toContain(`${DRAW_LIMITS.minWinners} to ${DRAW_LIMITS.maxWinners} winners`);
    expect(prose).toContain(`${DRAW_LIMITS.maxAheadDays} days ahead`);
    expect(prose).toContain(`at least ${DRAW_LIMITS.commitDelaySeconds} seconds after`);
    expect(prose).toContain(
      `at most ${DRAW_LIMITS.membershipChecksPerMinute} such questions a minute`,
    );
    expect(prose).toContain(
      `at most ${DRAW_PENDING_LIMIT_DEFAULT} draws waiting for the same round`,
    );
  });

  it("names exactly the trimmed and the forbidden code points of the code", () => {
    const trimming = paragraph("- **Trimming**");
    expect(codePointsOf(trimming.slice(0, trimming.indexOf("Nothing else")))).toEqual([
      ...TRIMMED_CODE_POINTS,
    ]);
    const forbiddenText = paragraph("- **Forbidden code points**");
    const forbidden = codePointsOf(
      forbiddenText.slice(0, forbiddenText.indexOf("surrogates")),
    ).filter((codePoint) => codePoint < 0xd800);
    const expected = Array.from({ length: 0x3000 }, (_, i) => i).filter(
      (codePoint) => isForbiddenCodePoint(codePoint) && codePoint !== 0x09,
    );
    expect(forbidden).toEqual(expected);
  });
});
