import { defineGenerator } from "../../core/engine";
import { select, splitList } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 1_000;
const MAX_ROLES = 1_000;

const EXTRAS = {
  share: "Share roles out evenly (some get the same role)",
  none: "Extra people get no role",
} as const;

export default defineGenerator({
  id: "role-assignment",
  title: "Random Role Assignment",
  category: "groups",
  iconText: "🎭",
  description:
    "Give each person a role, job or character at random: class jobs, game roles, parts in a play or who brings what. With more people than roles, share the roles out evenly or leave the extras without one.",
  keywords: ["assign roles", "random jobs", "class jobs", "who does what", "role picker"],
  algorithm:
    "Lines the roles up (repeated in turn as many times as needed when sharing, so each role is given out a number of times that differs by at most one), shuffles that line-up with Fisher–Yates (Random.shuffle), and gives the first role to the first person, and so on: every way to hand out the roles is equally likely.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay", {
      max: MAX_PEOPLE,
      label: "People",
      help: `One name per line, or separated by commas. At most ${MAX_PEOPLE.toLocaleString("en-US")}.`,
    }),
    roles: namesField("Line leader\nBook monitor\nPlant waterer\nBoard cleaner", {
      max: MAX_ROLES,
      label: "Roles",
      help: `One role per line, or separated by commas; repeat a role on its own line to give it out twice. At most ${MAX_ROLES.toLocaleString("en-US")}.`,
    }),
    extras: select({
      label: "More people than roles",
      options: Object.entries(EXTRAS).map(([value, label]) => ({
        value: value as keyof typeof EXTRAS,
        label,
      })),
      default: "share",
    }),
  },
  check({ names, roles }) {
    return (
      namesProblem("names", names, { min: 1, max: MAX_PEOPLE, why: "to give roles to" }) ??
      namesProblem("roles", roles, { min: 1, max: MAX_ROLES, why: "to give out", noun: "role" })
    );
  },
  generate(random, { names, roles, extras }) {
    const people = readNames(names, MAX_PEOPLE);
    // Repeated roles are meant: "Guard" twice gives two guards, so duplicates are kept here.
    const jobs = splitList(roles, { keepDuplicates: true, maxItems: MAX_ROLES }).items;
    const n = people.items.length;
    const lineUp =
      extras === "share" && jobs.length < n
        ? Array.from({ length: n }, (_, i) => jobs[i % jobs.length] ?? "")
        : [...jobs];
    const dealt = random.shuffle(lineUp);
    const values = people.items.map((name, i) => {
      const role = dealt[i] ?? "";
      return {
        text: `${name}: ${role || "no role"}`,
        data: { name, role },
      };
    });
    const notes = [...people.notes];
    if (jobs.length > n) {
      const left = dealt.slice(n);
      notes.push(`Not given out (more roles than people): ${left.join(", ")}.`);
    }
    return {
      values,
      notes,
      summary: `${plural(n, "person", "people")}, ${plural(jobs.length, "role")}`,
    };
  },
});
