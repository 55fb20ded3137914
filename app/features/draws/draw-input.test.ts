import { describe, expect, it } from "vitest";

import { checkDrawRequest, DRAW_MESSAGES } from "./draw-input";
import { DRAW_LIMITS } from "./draw-limits";

const NOW = Date.parse("2026-01-01T00:00:00Z");

describe("checkDrawRequest", () => {
  it("accepts a list with a title and a number of winners", () => {
    expect(
      checkDrawRequest({ title: " Raffle ", entries: "a\n\n b \n", winners: "2" }, NOW),
    ).toEqual({
      ok: true,
      input: {
        title: "Raffle",
        pool: { kind: "list", entries: ["a", "b"] },
        hidden: false,
        winners: 2,
        drawAtMs: null,
        listed: false,
        origin: null,
      },
    });
  });

  it("takes a range 1..N and the form's checkboxes", () => {
    const check = checkDrawRequest(
      { title: "Tickets", source: "range", range: "3", winners: 1, listed: "on", hashOnly: true },
      NOW,
    );
    expect(check).toMatchObject({
      ok: true,
      input: { pool: { kind: "range", min: 1, max: 3 }, listed: true, hidden: false },
    });
  });

  it("names every problem at once", () => {
    const check = checkDrawRequest({ title: "", entries: "", winners: "0" }, NOW);
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: "title", message: DRAW_MESSAGES.titleMissing },
        { field: "entries", message: DRAW_MESSAGES.entriesMissing },
        { field: "winners", message: DRAW_MESSAGES.winnersInvalid },
      ],
    });
  });

  it("refuses more winners than entries, and more entries than the limit", () => {
    expect(checkDrawRequest({ title: "t", entries: "a\nb", winners: 3 }, NOW)).toMatchObject({
      ok: false,
      problems: [{ field: "winners", message: DRAW_MESSAGES.winnersOverEntries(3, 2) }],
    });
    const many = Array.from({ length: DRAW_LIMITS.maxEntries + 1 }, (_, i) => `e${i}`).join("\n");
    expect(checkDrawRequest({ title: "t", entries: many }, NOW)).toMatchObject({
      ok: false,
      problems: [{ field: "entries", message: DRAW_MESSAGES.tooManyEntries }],
    });
  });

  it("refuses an unknown field by name, suggesting the field it resembles", () => {
    expect(checkDrawRequest({ title: "t", entries: "a\nb\nc\nd", winner: 3 }, NOW)).toEqual({
      ok: false,
      problems: [{ field: "winner", message: DRAW_MESSAGES.unknownField("winner", "winners") }],
    });
    expect(DRAW_MESSAGES.unknownField("winner", "winners")).toContain('did you mean "winners"?');
  });

  it("refuses a date the calendar does not have instead of moving it to another day", () => {
    const base = { title: "t", entries: "a", when: "at" };
    for (const drawAt of [
      "2026-02-30T10:00:00Z",
      "2026-13-01T10:00",
      "2026-04-31T10:00",
      "2026-03-01T24:00",
    ]) {
      expect(checkDrawRequest({ ...base, drawAt }, NOW)).toMatchObject({
        problems: [{ field: "drawAt", message: DRAW_MESSAGES.drawAtImpossible(drawAt) }],
      });
    }
    expect(
      checkDrawRequest(
        { ...base, drawAt: "2028-02-29T10:00:00Z" },
        Date.parse("2027-06-01T00:00:00Z"),
      ),
    ).toMatchObject({ ok: true });
  });

  it("reads a time without offset on the sender's clock when the form says where it is", () => {
    const check = checkDrawRequest(
      { title: "t", entries: "a", when: "at", drawAt: "2026-02-01T14:00", utcOffset: "60" },
      NOW,
    );
    expect(check).toMatchObject({
      ok: true,
      input: { drawAtMs: Date.parse("2026-02-01T13:00:00Z") },
    });
  });

  it("refuses control characters inside an entry, and sorts the entries", () => {
    expect(checkDrawRequest({ title: "t", entries: "b\na\u000bc" }, NOW)).toMatchObject({
      ok: false,
      problems: [{ field: "entries", message: DRAW_MESSAGES.entryForbidden("a\u000bc", 0x0b) }],
    });
    expect(checkDrawRequest({ title: "t", entries: ["b", "a\tc"] }, NOW)).toMatchObject({
      ok: true,
      input: { pool: { kind: "list", entries: ["a\tc", "b"] } },
    });
  });

  it("reads a chosen time as UTC, up to a year ahead and not in the past", () => {
    const base = { title: "t", entries: "a", when: "at" };
    expect(checkDrawRequest({ ...base, drawAt: "2026-02-01T12:00" }, NOW)).toMatchObject({
      ok: true,
      input: { drawAtMs: Date.parse("2026-02-01T12:00:00Z") },
    });
    expect(checkDrawRequest({ ...base, drawAt: "2025-12-31T12:00" }, NOW)).toMatchObject({
      problems: [{ field: "drawAt", message: DRAW_MESSAGES.drawAtPast }],
    });
    expect(checkDrawRequest({ ...base, drawAt: "2027-06-01T00:00" }, NOW)).toMatchObject({
      problems: [{ field: "drawAt", message: DRAW_MESSAGES.drawAtTooFar }],
    });
    expect(checkDrawRequest({ ...base, drawAt: "soon" }, NOW)).toMatchObject({
      problems: [{ field: "drawAt", message: DRAW_MESSAGES.drawAtInvalid }],
    });
  });
});
