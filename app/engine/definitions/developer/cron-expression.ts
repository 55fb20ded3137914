import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Steps that divide the hour or the day evenly, so "every n" really is every n. */
const MINUTE_STEPS = [2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const HOUR_STEPS = [2, 3, 4, 6, 8, 12];

const clock = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

interface Schedule {
  expression: string;
  meaning: string;
}

/** Each kind of schedule: how it is drawn and said in words. */
const KINDS: Record<string, (random: Random, minute: () => number) => Schedule> = {
  minutes(random) {
    const step = random.pick(MINUTE_STEPS);
    return { expression: `*/${step} * * * *`, meaning: `Every ${step} minutes` };
  },
  hourly(_random, minute) {
    const m = minute();
    return { expression: `${m} * * * *`, meaning: `At minute ${m} of every hour` };
  },
  hours(random, minute) {
    const m = minute();
    const step = random.pick(HOUR_STEPS);
    return { expression: `${m} */${step} * * *`, meaning: `At minute ${m} every ${step} hours` };
  },
  daily(random, minute) {
    const m = minute();
    const h = random.int(0, 23);
    return { expression: `${m} ${h} * * *`, meaning: `At ${clock(h, m)} every day` };
  },
  weekdays(random, minute) {
    const m = minute();
    const h = random.int(0, 23);
    return { expression: `${m} ${h} * * 1-5`, meaning: `At ${clock(h, m)}, Monday to Friday` };
  },
  weekly(random, minute) {
    const m = minute();
    const h = random.int(0, 23);
    const d = random.int(0, 6);
    return { expression: `${m} ${h} * * ${d}`, meaning: `At ${clock(h, m)} every ${WEEKDAYS[d]}` };
  },
  monthly(random, minute) {
    const m = minute();
    const h = random.int(0, 23);
    // Days 1–28 exist in every month, so the job runs every month.
    const day = random.int(1, 28);
    return {
      expression: `${m} ${h} ${day} * *`,
      meaning: `At ${clock(h, m)} on the ${ordinal(day)} of every month`,
    };
  },
};

type Kind = "any" | keyof typeof KINDS;

export default defineGenerator({
  id: "cron-expression",
  title: "Random Cron Expression",
  category: "developer",
  iconText: "⏰",
  description:
    "Valid five-field cron schedules, such as 30 4 * * 1-5, each with its meaning in plain words, for crontab, CI jobs and scheduler tests.",
  keywords: ["cron", "cron expression", "crontab", "cron schedule", "scheduler"],
  algorithm:
    "The kind of schedule is a uniform pick (Random.pick) when Any is chosen; minutes (0–59, or a quarter hour), hours (0–23), weekdays (0–6) and days of the month (1–28, which every month has) are unbiased integers (Random.int), and step sizes are uniform picks among those that divide the hour or the day evenly.",
  version: 1,
  inputs: {
    kind: select({
      label: "Schedule",
      options: [
        { value: "any", label: "Any kind" },
        { value: "minutes", label: "Every few minutes" },
        { value: "hourly", label: "Hourly" },
        { value: "hours", label: "Every few hours" },
        { value: "daily", label: "Daily" },
        { value: "weekdays", label: "Monday to Friday" },
        { value: "weekly", label: "Weekly" },
        { value: "monthly", label: "Monthly" },
      ],
      default: "any",
    }),
    quarterHours: toggle({
      label: "Only on the quarter hour (:00, :15, :30, :45)",
      default: false,
    }),
    count: count(5),
  },
  generate(random, { kind, quarterHours, count }) {
    const kinds = Object.keys(KINDS);
    const minute = () => (quarterHours ? 15 * random.int(0, 3) : random.int(0, 59));
    const values = Array.from({ length: count }, () => {
      const chosen = (kind as Kind) === "any" ? random.pick(kinds) : kind;
      const { expression, meaning } = (KINDS[chosen] as (typeof KINDS)[string])(random, minute);
      return { text: expression, data: { expression, detail: meaning, kind: chosen } };
    });
    return { values };
  },
});
