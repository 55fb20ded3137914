import { describe, expect, it } from "vitest";

import { formatArticleDate } from "./dates";

describe("formatArticleDate", () => {
  it("writes the month name, the day without a leading zero and the year", () => {
    expect(formatArticleDate("2026-03-07")).toBe("March 7, 2026");
    expect(formatArticleDate("2026-01-13")).toBe("January 13, 2026");
    expect(formatArticleDate("2026-12-31")).toBe("December 31, 2026");
  });
});
