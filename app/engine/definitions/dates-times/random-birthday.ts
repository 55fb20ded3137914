import {
  civilDate,
  dateData,
  dayNumber,
  daysInMonth,
  formatDate,
  type CivilDate,
} from "../../core/dates";
import { defineGenerator } from "../../core/engine";
import { count, date, integer } from "../../core/fields";
import { dateFormat, validatedDay } from "../../shared/dates";

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

export default defineGenerator({
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
    on: date({
      label: "Reference date",
      default: "2026-01-01",
      help: "Ages are counted on this date (YYYY-MM-DD). It is fixed, so a seed always gives the same birthdays.",
    }),
    format: dateFormat,
    count: count(1),
  },
  // The date field checks the reference date itself; these are the rules across fields.
  check({ minAge, maxAge, on }) {
    if (minAge > maxAge)
      return { field: "maxAge", message: "Maximum age must be at least Minimum age." };
    if (birthRange(civilDate(validatedDay(on)), minAge, maxAge).first < FIRST_DAY) {
      return {
        field: "maxAge",
        message:
          "Dates of birth must be in year 0001 or later: lower Maximum age or move Reference date later.",
      };
    }
    return null;
  },
  generate(random, { minAge, maxAge, on, format, count }) {
    const reference = civilDate(validatedDay(on));
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
