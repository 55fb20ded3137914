import { describe, expect, it, vi } from "vitest";

import { countdownText, pendingLead, whenText } from "./draw-words";

const DUE = Date.parse("2026-11-27T14:03:30Z");

describe("the plain words of a draw", () => {
  it("say when, in the reader's time zone, with the date only when it is not today", () => {
    expect(pendingLead(whenText(DUE, DUE - 60_000, { utc: true, zoneWord: "your time" }))).toBe(
      "The winners will be picked at 14:03:30 your time by a public random number that nobody, including us, can know in advance.",
    );
    expect(whenText(DUE, DUE - 2 * 86_400_000, { utc: true, zoneWord: "UTC" })).toBe(
      "on 27 November 2026 at 14:03:30 UTC",
    );
    const zone = process.env.TZ;
    try {
      process.env.TZ = "Europe/Paris";
      expect(whenText(DUE, DUE, { zoneWord: "your time" })).toBe("at 15:03:30 your time");
      // Five minutes past midnight in Paris is still the day before in UTC.
      const late = Date.parse("2026-11-27T23:05:09Z");
      expect(whenText(late, DUE, { zoneWord: "your time" })).toBe(
        "on 28 November 2026 at 00:05:09 your time",
      );
      expect(whenText(late, DUE, { utc: true, zoneWord: "UTC" })).toBe("at 23:05:09 UTC");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("write the time as en-GB does, without Intl (a fresh page's first formatter costs 50 ms)", () => {
    const intl = [
      vi.spyOn(Date.prototype, "toLocaleTimeString"),
      vi.spyOn(Date.prototype, "toLocaleDateString"),
      vi.spyOn(Intl, "DateTimeFormat"),
    ];
    for (const ms of [
      DUE,
      Date.parse("2026-01-02T03:04:05Z"),
      Date.parse("2027-12-31T23:59:59Z"),
    ]) {
      const expected = `on ${new Date(ms).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })} at ${new Date(ms).toLocaleTimeString("en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        timeZone: "UTC",
      })} UTC`;
      for (const spy of intl) spy.mockClear();
      expect(whenText(ms, ms - 3 * 86_400_000, { utc: true, zoneWord: "UTC" })).toBe(expected);
      for (const spy of intl) expect(spy).not.toHaveBeenCalled();
    }
    for (const spy of intl) spy.mockRestore();
  });

  it("count down in words, coarsely under reduced motion", () => {
    expect(countdownText(125_000)).toBe("in 2 minutes 5 seconds");
    expect(countdownText(1_000)).toBe("in 1 second");
    expect(countdownText(3 * 86_400_000 + 7_200_000)).toBe("in 3 days 2 hours");
    expect(countdownText(125_000, { coarse: true })).toBe("in about 3 minutes");
    expect(countdownText(0)).toBe("any moment now");
  });
});
