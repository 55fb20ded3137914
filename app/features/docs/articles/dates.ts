import { MONTHS } from "~/engine/shared/months";

/**
 * "2026-03-17" → "March 17, 2026". Written out by hand rather than with Intl, so the server
 * and every browser render exactly the same text (no hydration mismatch, no time zone shift).
 */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ""} ${day}, ${year}`;
}
