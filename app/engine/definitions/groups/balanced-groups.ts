import { defineGenerator } from "../../core/engine";
import type { InputProblem } from "../../core/field-kinds";
import { integer, list, splitList } from "../../core/fields";
import { plural } from "../../shared/format";

const MAX_PEOPLE = 300;
/** Swaps tried after the snake draft; each narrows the gap, so few are ever needed. */
const MAX_SWAPS = 200;

interface Person {
  name: string;
  score: number;
}

/** "Ana 5", "Ben Li 3.5": the name, then a number at the end of the line. */
function readPeople(raw: string): { people: Person[]; notes: string[] } | InputProblem {
  const { items, notes } = splitList(raw, { maxItems: Infinity });
  const people: Person[] = [];
  const seen = new Set<string>();
  for (const line of items) {
    const match = /^(.*\S)\s+(\d+(?:\.\d+)?)$/.exec(line);
    if (!match) {
      return {
        field: "people",
        message: `"${line}" needs a name and then a number, like "Ana 5".`,
      };
    }
    const [, name = "", score = "0"] = match;
    if (seen.has(name)) return { field: "people", message: `${name} is listed twice.` };
    seen.add(name);
    people.push({ name, score: Number(score) });
  }
  return { people, notes };
}

const total = (group: readonly Person[]) => group.reduce((sum, p) => sum + p.score, 0);
const round = (n: number) => Math.round(n * 1000) / 1000;

export default defineGenerator({
  id: "balanced-groups",
  title: "Balanced Groups by Skill",
  category: "groups",
  iconText: "⚖️",
  description:
    'Split people into random groups with near-equal totals of a number per person (skill, age, points): write "Ana 5" per line.',
  keywords: ["balanced teams", "fair teams", "skill based teams", "even teams", "team balancer"],
  algorithm:
    "Shuffles the people (Random.shuffle) so equal numbers are in random order, sorts them by number, highest first (a stable sort), and deals them in a snake draft (1, 2, 3, 3, 2, 1 …). Then, while it narrows the gap, swaps one person between the highest and the lowest group (at most 200 swaps); group sizes never change.",
  version: 1,
  inputs: {
    people: list({
      label: "People and numbers",
      help: `One person per line: a name, a space, then a number (skill, age, points), like "Ana 5". At most ${MAX_PEOPLE}.`,
      default: "Ana 5\nBen 3\nCy 4\nDee 2\nEli 5\nFay 1\nGus 3\nHal 4",
      maxItems: MAX_PEOPLE,
      maxItemLength: 100,
    }),
    groups: integer({ label: "Number of groups", min: 2, max: 100, default: 2 }),
  },
  check({ people, groups }) {
    const read = readPeople(people);
    if (!("people" in read)) return read;
    const n = read.people.length;
    if (n > MAX_PEOPLE) {
      return {
        field: "people",
        message: `At most ${MAX_PEOPLE} people at once: you entered ${n}.`,
      };
    }
    if (n < groups) {
      return {
        field: "groups",
        message: `Can't make ${plural(groups, "group")} from ${plural(n, "person", "people")}: lower Number of groups or add people.`,
      };
    }
    return null;
  },
  generate(random, { people, groups }) {
    const read = readPeople(people);
    if (!("people" in read)) return { values: [], notes: [read.message] };
    const order = random.shuffle(read.people).sort((a, b) => b.score - a.score);
    const teams: Person[][] = Array.from({ length: groups }, () => []);
    order.forEach((person, i) => {
      const lap = Math.floor(i / groups);
      const place = i % groups;
      teams[lap % 2 === 0 ? place : groups - 1 - place]?.push(person);
    });
    for (let swap = 0; swap < MAX_SWAPS; swap++) {
      const totals = teams.map(total);
      const high = totals.indexOf(Math.max(...totals));
      const low = totals.indexOf(Math.min(...totals));
      const gap = (totals[high] ?? 0) - (totals[low] ?? 0);
      const top = teams[high] ?? [];
      const bottom = teams[low] ?? [];
      let best = { i: -1, j: -1, gap };
      for (const [i, a] of top.entries()) {
        for (const [j, b] of bottom.entries()) {
          const moved = a.score - b.score;
          const newGap = Math.abs(gap - 2 * moved);
          if (moved > 0 && newGap < best.gap - 1e-9) best = { i, j, gap: newGap };
        }
      }
      if (best.i === -1) break;
      const a = top[best.i] as Person;
      top[best.i] = bottom[best.j] as Person;
      bottom[best.j] = a;
    }
    const totals = teams.map((team) => round(total(team)));
    const values = teams.map((team, i) => ({
      text: `Group ${i + 1} (total ${totals[i]}): ${team.map((p) => `${p.name} ${p.score}`).join(", ")}`,
      data: {
        team: i + 1,
        members: team.map((p) => p.name),
        scores: team.map((p) => p.score),
        total: totals[i] ?? 0,
      },
    }));
    return {
      values,
      notes: read.notes,
      summary: `Totals ${totals.join(", ")} (gap ${round(Math.max(...totals) - Math.min(...totals))})`,
    };
  },
});
