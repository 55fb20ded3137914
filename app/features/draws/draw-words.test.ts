import { describe, expect, it } from "vitest";

import { countdownText, pendingLead, whenText } from "./draw-words";

const DUE = Date.parse("2026-11-27T14:03:30Z");

describe("the plain words of a draw", () => {
  it("say when, in the reader's time zone, with the date only when it is not today", () => {
    expect(
      pendingLead(whenText(DUE, DUE - 60_000, { timeZone: "UTC", zoneWord: "your time" })),
    ).toBe(
      "The winners will be picked at 14:03:30 your time by a public random number that nobody, including us, can know in advance.",
    );
    expect(whenText(DUE, DUE, { timeZone: "Europe/Paris", zoneWord: "your time" })).toBe(
      "at 15:03:30 your time",
    );
    expect(whenText(DUE, DUE - 2 * 86_400_000, { timeZone: "UTC", zoneWord: "UTC" })).toBe(
      "on 27 November 2026 at 14:03:30 UTC",
    );
  });

  it("count down in words, coarsely under reduced motion", () => {
    expect(countdownText(125_000)).toBe("in 2 minutes 5 seconds");
    expect(countdownText(1_000)).toBe("in 1 second");
    expect(countdownText(3 * 86_400_000 + 7_200_000)).toBe("in 3 days 2 hours");
    expect(countdownText(125_000, { coarse: true })).toBe("in about 3 minutes");
    expect(countdownText(0)).toBe("any moment now");
  });
});
