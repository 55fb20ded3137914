import { MONTHS } from "../shared/months";

// Calendar days for the date field kind and the date generators. Dates are handled as whole days since 1970-01-01 in the proleptic Gregorian calendar (UTC),
// with integer arithmetic only: no Date objects, no time zones, no clock.

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export interface CivilDate {
  year: number;
  /** 1..12 */
  month: number;
  /** 1..31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to a date (negative before it); valid for any year. */
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` days after 1970-01-01: the inverse of {@link dayNumber}. */
export function civilDate(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** 0 = Monday … 6 = Sunday. 1970-01-01 was a Thursday. */
export function weekdayIndex(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

export function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

export function isoDate({ year, month, day }: CivilDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export type DateFormat = "iso" | "long" | "us";

/** A date as ISO (2025-03-03), long ("Monday, 3 March 2025") or US (03/03/2025) text. */
export function formatDate(days: number, format: DateFormat): string {
  const date = civilDate(days);
  if (format === "iso") return isoDate(date);
  if (format === "us") return `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
  const weekday = WEEKDAYS[weekdayIndex(days)] ?? "";
  return `${weekday}, ${date.day} ${MONTHS[date.month - 1] ?? ""} ${date.year}`;
}

/** The structured form of a date for JSON and CSV downloads. */
export function dateData(days: number) {
  const date = civilDate(days);
  return {
    date: isoDate(date),
    year: date.year,
    month: date.month,
    day: date.day,
    weekday: WEEKDAYS[weekdayIndex(days)] ?? "",
  };
}

/**
 * Parses `YYYY-MM-DD` (surrounding spaces allowed) into a day number, or explains in plain
 * words what is wrong, starting with the field's label.
 */
export function parseIsoDate(raw: string, label: string): { days: number } | { error: string } {
  const value = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return {
      error: `${label} must be a date written as YYYY-MM-DD, like 2024-03-15${
        value === "" ? "" : ` (got "${value}")`
      }.`,
    };
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1) return { error: `${label}: the year must be between 0001 and 9999.` };
  if (month < 1 || month > 12) {
    return { error: `${label}: ${value} is not a real date: there is no month ${month}.` };
  }
  const length = daysInMonth(year, month);
  if (day < 1 || day > length) {
    return {
      error: `${label}: ${value} is not a real date: ${MONTHS[month - 1] ?? ""} ${year} has ${length} days.`,
    };
  }
  return { days: dayNumber({ year, month, day }) };
}
