import { isoDate, civilDate, WEEKDAYS, weekdayIndex } from "../../core/dates";
import { defineGenerator } from "../../core/engine";
import { date, integer, toggle } from "../../core/fields";
import { validatedDay } from "../../shared/dates";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 500;

/** The next `days` day numbers from `first`, leaving out Saturdays and Sundays when asked. */
function rosterDays(first: number, days: number, skipWeekends: boolean): number[] {
  const result: number[] = [];
  for (let day = first; result.length < days; day++) {
    if (!skipWeekends || weekdayIndex(day) < 5) result.push(day);
  }
  return result;
}

export default defineGenerator({
  id: "duty-roster",
  title: "Duty Roster",
  category: "groups",
  iconText: "📋",
  description:
    "A fair random roster of who is on duty each day: playground duty, cleaning, dog walks or on-call, with a start date, weekends skipped if you like, and turns shared evenly.",
  keywords: ["duty roster", "rota generator", "on call schedule", "who is on duty", "rota"],
  algorithm:
    "People are queued in a Fisher–Yates shuffle (Random.shuffle); each day takes the first people in the queue not already on that day, and when the queue runs short a fresh shuffle of everyone joins its end. So everyone serves once before anyone serves twice, and turns never differ by more than one.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli", {
      max: MAX_PEOPLE,
      label: "People",
      help: `One name per line, or separated by commas. At most ${MAX_PEOPLE}.`,
    }),
    perDay: integer({ label: "People per day", min: 1, max: 50, default: 1 }),
    days: integer({ label: "Days", min: 1, max: 366, default: 10 }),
    start: date({
      label: "First day",
      default: "2025-09-01",
      min: "1900-01-01",
      max: "2200-12-31",
    }),
    skipWeekends: toggle({ label: "Skip weekends", default: true }),
  },
  check({ names, perDay }) {
    const problem = namesProblem("names", names, { min: 1, max: MAX_PEOPLE, why: "for a roster" });
    if (problem) return problem;
    const people = readNames(names, MAX_PEOPLE).items.length;
    if (perDay > people) {
      return {
        field: "perDay",
        message: `Can't put ${plural(perDay, "person", "people")} on duty each day with only ${plural(people, "name")}: lower People per day or add names.`,
      };
    }
    return null;
  },
  generate(random, { names, perDay, days, start, skipWeekends }) {
    const { items, notes } = readNames(names, MAX_PEOPLE);
    let queue = random.shuffle(items);
    const values = rosterDays(validatedDay(start), days, skipWeekends).map((day, i) => {
      if (queue.length < 2 * perDay) queue = [...queue, ...random.shuffle(items)];
      const onDuty: string[] = [];
      for (let q = 0; onDuty.length < perDay; q++) {
        const person = queue[q] ?? "";
        if (onDuty.includes(person)) continue;
        onDuty.push(person);
        queue.splice(q, 1);
        q -= 1;
      }
      const when = isoDate(civilDate(day));
      const weekday = WEEKDAYS[weekdayIndex(day)] ?? "";
      return {
        text: `${weekday.slice(0, 3)} ${when}: ${onDuty.join(", ")}`,
        data: { day: i + 1, date: when, weekday, people: onDuty },
      };
    });
    return {
      values,
      notes,
      summary: `${plural(values.length, "day")}, ${plural(perDay, "person", "people")} a day`,
    };
  },
});
