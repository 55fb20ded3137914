import { defineGenerator } from "../../core/engine";
import { integer, list, select } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 100;
const MAX_TASKS = 100;

const PERIODS = {
  week: "Week",
  day: "Day",
  month: "Month",
  round: "Round",
  shift: "Shift",
} as const;

export default defineGenerator({
  id: "rotation-schedule",
  title: "Rotation Schedule",
  category: "groups",
  iconText: "🗓️",
  description:
    "Who does what each week: share chores, duties or jobs among people in a random fair rotation, where everyone takes every task in turn.",
  keywords: ["chore rotation", "rota", "duty rotation", "job chart", "task rotation"],
  algorithm:
    "Shuffles the people and the tasks once each (Random.shuffle). In period w the task in place t goes to the person in place (t + w) mod people, so over any run of as many periods as there are people, each person does each task once and the load never differs by more than one task.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee", {
      max: MAX_PEOPLE,
      label: "People",
      help: `One name per line, or separated by commas. At most ${MAX_PEOPLE}.`,
    }),
    tasks: list({
      label: "Tasks",
      help: `One task per line, or separated by commas. At most ${MAX_TASKS}.`,
      default: "Dishes\nVacuuming\nBins\nLaundry",
      maxItems: MAX_TASKS,
      maxItemLength: 80,
    }),
    periods: integer({ label: "How many periods", min: 1, max: 104, default: 4 }),
    period: select({
      label: "Period",
      options: Object.entries(PERIODS).map(([value, label]) => ({
        value: value as keyof typeof PERIODS,
        label,
      })),
      default: "week",
    }),
  },
  check({ names, tasks }) {
    const problem = namesProblem("names", names, {
      min: 2,
      max: MAX_PEOPLE,
      why: "to rotate tasks between",
    });
    if (problem) return problem;
    return namesProblem("tasks", tasks, {
      min: 1,
      max: MAX_TASKS,
      why: "to share out",
      noun: "task",
    });
  },
  generate(random, { names, tasks, periods, period }) {
    const people = readNames(names, MAX_PEOPLE);
    const jobs = readNames(tasks, MAX_TASKS);
    const who = random.shuffle(people.items);
    // Places are shuffled too (so who shares tasks is random when tasks outnumber people), but
    // each period lists the tasks in your order.
    const place = new Map(random.shuffle(jobs.items).map((task, t) => [task, t]));
    const what = jobs.items;
    const label = PERIODS[period];
    const values = Array.from({ length: periods }, (_, w) => {
      const doers = what.map((task) => who[((place.get(task) ?? 0) + w) % who.length] ?? "");
      const free = who.filter((person) => !doers.includes(person));
      const parts = what.map((task, t) => `${task}: ${doers[t] ?? ""}`);
      if (free.length > 0) parts.push(`free: ${free.join(", ")}`);
      return {
        text: `${label} ${w + 1} · ${parts.join(" · ")}`,
        data: { period: w + 1, tasks: what, people: doers, free },
      };
    });
    return {
      values,
      notes: [...people.notes, ...jobs.notes],
      summary: `${plural(what.length, "task")} shared by ${plural(who.length, "person", "people")}`,
    };
  },
});
