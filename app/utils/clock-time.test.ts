import { describe, expect, it } from "vitest";

import { clockTime } from "./clock-time";

describe("clockTime", () => {
  it("writes the visitor's time of day as 24-hour hh:mm:ss, padded", () => {
    expect(clockTime(new Date(2026, 10, 28, 9, 5, 7).getTime())).toBe("09:05:07");
    expect(clockTime(new Date(2026, 10, 28, 23, 59, 59).getTime())).toBe("23:59:59");
    expect(clockTime(new Date(2026, 10, 28, 0, 0, 0).getTime())).toBe("00:00:00");
  });

  it("reads the same clock as the browser's own 24-hour format", () => {
    const moment = new Date(2026, 10, 28, 14, 3, 9).getTime();
    expect(clockTime(moment)).toBe(new Date(moment).toLocaleTimeString("en-GB", { hour12: false }));
  });
});
