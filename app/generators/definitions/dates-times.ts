import { count, integer, select, text, toggle } from "../core/fields";
import { defineGenerator, type InputProblem } from "../core/engine";
import { plural } from "./shared";
import { MONTHS } from "~/lib/months";
import {
  WEEKDAYS,
  civilDate,
  dateData,
  formatDate,
  isoDate,
  pad,
  parseIsoDate,
  type DateFormat,
} from "../core/dates";

const dateFormat = select({
  label: "Format",
  options: [
    { value: "iso", label: "ISO (2025-03-03)" },
    { value: "long", label: "Long (Monday, 3 March 2025)" },
    { value: "us", label: "US (03/03/2025)" },
  ],
  default: "iso",
});

function dateField(label: string, defaultValue: string, help?: string) {
  return text({ label, maxLength: 20, default: defaultValue, placeholder: "YYYY-MM-DD", help });
}

/** The day numbers of a valid From/To pair, or the problem with them. */
function dateRange(from: string, to: string): { first: number; last: number } | InputProblem {
  const start = parseIsoDate(from, "From");
  if ("error" in start) return { field: "from", message: start.error };
  const end = parseIsoDate(to, "To");
  if ("error" in end) return { field: "to", message: end.error };
  if (start.days > end.days) return { field: "to", message: "To must be on or after From." };
  return { first: start.days, last: end.days };
}

const randomDate = defineGenerator({
  id: "random-date",
  title: "Random Date",
  category: "dates-times",
  iconText: "📅",
  description:
    "Random calendar dates between two dates you choose, each day equally likely, in ISO, long or US format.",
  keywords: ["date", "calendar", "day", "date picker", "random day"],
  algorithm:
    "Dates are counted as whole days since 1970-01-01 (proleptic Gregorian calendar, integer arithmetic, no time zones); each date is an unbiased integer between the two day numbers (Random.int), or with No repeats distinct day numbers (Random.distinctInts, a partial Fisher–Yates shuffle). Sorting, when chosen, happens after drawing.",
  version: 1,
  inputs: {
    from: dateField("From", "2000-01-01"),
    to: dateField("To", "2030-12-31", "Included in the range."),
    format: dateFormat,
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
    order: select({
      label: "Order",
      options: [
        { value: "random", label: "As drawn" },
        { value: "ascending", label: "Earliest first" },
        { value: "descending", label: "Latest first" },
      ],
      default: "random",
    }),
  },
  check({ from, to, count, unique }) {
    const range = dateRange(from, to);
    if ("message" in range) return range;
    const span = range.last - range.first + 1;
    if (unique && count > span) {
      return {
        field: "count",
        message: `Can't pick ${plural(count, "different date")} between ${from.trim()} and ${to.trim()}: there ${
          span === 1 ? "is only 1" : `are only ${span.toLocaleString("en-US")}`
        }. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { from, to, format, count, unique, order }) {
    const { first, last } = dateRange(from, to) as { first: number; last: number };
    const drawn = unique
      ? random.distinctInts(first, last, count)
      : Array.from({ length: count }, () => random.int(first, last));
    if (order === "ascending") drawn.sort((a, b) => a - b);
    if (order === "descending") drawn.sort((a, b) => b - a);
    return {
      values: drawn.map((days) => ({ text: formatDate(days, format), data: dateData(days) })),
    };
  },
});

/** Parses `HH:MM` (24-hour, surrounding spaces allowed) into minutes after midnight. */
export function parseTime(raw: string, label: string): { minutes: number } | { error: string } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) {
    return { error: `${label} must be a 24-hour time written as HH:MM, like 09:30 or 17:45.` };
  }
  return { minutes: hours * 60 + minutes };
}

/** A time of day (seconds after midnight) in 24-hour or 12-hour form. */
export function formatTime(seconds: number, clock: "24h" | "12h", withSeconds: boolean): string {
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor(seconds / 60) % 60;
  const tail = `${pad(minute)}${withSeconds ? `:${pad(seconds % 60)}` : ""}`;
  if (clock === "24h") return `${pad(hour)}:${tail}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${tail} ${hour < 12 ? "AM" : "PM"}`;
}

function timeRange(from: string, to: string): { start: number; end: number } | InputProblem {
  const start = parseTime(from, "From");
  if ("error" in start) return { field: "from", message: start.error };
  const end = parseTime(to, "To");
  if ("error" in end) return { field: "to", message: end.error };
  return { start: start.minutes, end: end.minutes };
}

const randomTime = defineGenerator({
  id: "random-time",
  title: "Random Time",
  category: "dates-times",
  iconText: "🕒",
  description:
    "Random times of day between two times you choose, on a 24-hour or 12-hour clock, with or without seconds.",
  keywords: ["time", "clock", "hour", "minute", "time of day"],
  algorithm:
    "Times are counted in minutes after midnight (seconds when Show seconds is on); each time is From plus an unbiased offset across the range (Random.int), which wraps past midnight when To is earlier than From.",
  version: 1,
  inputs: {
    from: text({ label: "From", maxLength: 10, default: "00:00", placeholder: "HH:MM" }),
    to: text({
      label: "To",
      maxLength: 10,
      default: "23:59",
      placeholder: "HH:MM",
      help: "Included. If To is earlier than From, the range runs past midnight (22:00 to 02:00).",
    }),
    clock: select({
      label: "Clock",
      options: [
        { value: "24h", label: "24-hour (15:30)" },
        { value: "12h", label: "12-hour (3:30 PM)" },
      ],
      default: "24h",
    }),
    seconds: toggle({ label: "Show seconds", default: false }),
    count: count(1),
  },
  check({ from, to }) {
    const range = timeRange(from, to);
    return "message" in range ? range : null;
  },
  generate(random, { from, to, clock, seconds, count }) {
    const { start, end } = timeRange(from, to) as { start: number; end: number };
    // Work in the smallest unit shown: minutes, or seconds (the range then ends at To:00).
    const unit = seconds ? 60 : 1;
    const first = start * unit;
    const span = ((((end - start) % 1440) + 1440) % 1440) * unit + 1;
    const perDay = 1440 * unit;
    return {
      values: Array.from({ length: count }, () => {
        const t = (first + random.int(0, span - 1)) % perDay;
        const total = seconds ? t : t * 60;
        const hour = Math.floor(total / 3600);
        const minute = Math.floor(total / 60) % 60;
        const second = total % 60;
        return {
          text: formatTime(total, clock, seconds),
          data: { time: formatTime(total, "24h", true), hour, minute, second },
        };
      }),
    };
  },
});

const randomWeekday = defineGenerator({
  id: "random-weekday",
  title: "Random Day of the Week",
  category: "dates-times",
  iconText: "🗓️",
  description: "A random day of the week, Monday to Sunday, each equally likely.",
  keywords: ["weekday", "day of the week", "monday", "weekend", "day picker"],
  algorithm:
    "An unbiased integer from 0 to 6, or 0 to 4 without the weekend (Random.int), counting from Monday.",
  version: 1,
  inputs: {
    weekends: toggle({ label: "Include Saturday and Sunday", default: true }),
    count: count(1),
  },
  generate(random, { weekends, count }) {
    const last = weekends ? 6 : 4;
    return {
      values: Array.from({ length: count }, () => {
        const index = random.int(0, last);
        const name = WEEKDAYS[index] ?? "";
        return { text: name, data: { weekday: name, number: index + 1 } };
      }),
    };
  },
});

const randomMonth = defineGenerator({
  id: "random-month",
  title: "Random Month",
  category: "dates-times",
  iconText: "📆",
  description: "A random month of the year, January to December, each equally likely.",
  keywords: ["month", "month of the year", "calendar", "month picker"],
  algorithm:
    "An unbiased integer from 1 to 12 by rejection sampling (Random.int), January being 1.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    return {
      values: Array.from({ length: count }, () => {
        const number = random.int(1, 12);
        const name = MONTHS[number - 1] ?? "";
        return { text: name, data: { month: name, number } };
      }),
    };
  },
});

const randomYear = defineGenerator({
  id: "random-year",
  title: "Random Year",
  category: "dates-times",
  iconText: "⏳",
  description: "Random years between two years you choose, each equally likely.",
  keywords: ["year", "random year", "history", "date"],
  algorithm:
    "Unbiased integers between From year and To year (Random.int), or with No repeats distinct years (Random.distinctInts, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    from: integer({ label: "From year", min: 1, max: 9999, default: 1950 }),
    to: integer({ label: "To year", min: 1, max: 9999, default: 2030 }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
  },
  check({ from, to, count, unique }) {
    if (from > to) return { field: "to", message: "To year must be at least From year." };
    const span = to - from + 1;
    if (unique && count > span) {
      return {
        field: "count",
        message: `Can't pick ${plural(count, "different year")} between ${from} and ${to}: there ${
          span === 1 ? "is only 1" : `are only ${span.toLocaleString("en-US")}`
        }. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { from, to, count, unique }) {
    const years = unique
      ? random.distinctInts(from, to, count)
      : Array.from({ length: count }, () => random.int(from, to));
    return {
      values: years.map((year) => ({ text: String(year), data: { year, leap: isLeapYear(year) } })),
    };
  },
});

/** Age in whole years on `on` of someone born on `birth` (a 29 February birthday counts from 1 March). */
export function ageOn(birth: CivilDate, on: CivilDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * The latest date of birth for someone at least `age` years old on `on`: the same day `age`
 * years earlier, or 28 February when `on` is 29 February and that year is not a leap year.
 */
function latestBirthForAge(on: CivilDate, age: number): number {
  const year = on.year - age;
  const day = Math.min(on.day, daysInMonth(year, on.month));
  return dayNumber({ year, month: on.month, day });
}

/** The dates of birth giving an age in [minAge, maxAge] on `on`, as day numbers. */
function birthRange(on: CivilDate, minAge: number, maxAge: number) {
  return { first: latestBirthForAge(on, maxAge + 1) + 1, last: latestBirthForAge(on, minAge) };
}

const FIRST_DAY = dayNumber({ year: 1, month: 1, day: 1 });

const randomBirthday = defineGenerator({
  id: "random-birthday",
  title: "Random Birthday",
  category: "dates-times",
  iconText: "🎂",
  description:
    "Random dates of birth for people whose age falls in a range you choose, with the age on a reference date.",
  keywords: ["birthday", "date of birth", "dob", "age", "fake birthday"],
  algorithm:
    "Works out the earliest and latest dates of birth that give an age within the range on the reference date, then draws an unbiased whole day between them (Random.int), so every such date of birth is equally likely; the age shown is counted on the reference date.",
  version: 1,
  inputs: {
    minAge: integer({ label: "Minimum age", min: 0, max: 120, default: 18 }),
    maxAge: integer({ label: "Maximum age", min: 0, max: 120, default: 65 }),
    on: dateField(
      "Reference date",
      "2026-01-01",
      "Ages are counted on this date (YYYY-MM-DD). It is fixed, so a seed always gives the same birthdays.",
    ),
    format: dateFormat,
    count: count(1),
  },
  check({ minAge, maxAge, on }) {
    if (minAge > maxAge)
      return { field: "maxAge", message: "Maximum age must be at least Minimum age." };
    const parsed = parseIsoDate(on, "Reference date");
    if ("error" in parsed) return { field: "on", message: parsed.error };
    if (birthRange(civilDate(parsed.days), minAge, maxAge).first < FIRST_DAY) {
      return {
        field: "maxAge",
        message:
          "Dates of birth must be in year 0001 or later: lower Maximum age or move Reference date later.",
      };
    }
    return null;
  },
  generate(random, { minAge, maxAge, on, format, count }) {
    const reference = civilDate((parseIsoDate(on, "Reference date") as { days: number }).days);
    const { first, last } = birthRange(reference, minAge, maxAge);
    return {
      values: Array.from({ length: count }, () => {
        const days = random.int(first, last);
        const age = ageOn(civilDate(days), reference);
        return { text: formatDate(days, format), data: { ...dateData(days), age } };
      }),
    };
  },
});

export default [randomDate, randomTime, randomWeekday, randomMonth, randomYear, randomBirthday];
