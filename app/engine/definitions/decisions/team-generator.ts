import { defineGenerator } from "../../core/engine";
import { integer, list, MAX_LIST_ITEMS, select, splitList } from "../../core/fields";
import { plural } from "../../shared/format";
import { listProblem, MOST_LIST_ITEMS } from "../../shared/lists";

/** How many teams a valid input makes. */
function teamCount(people: number, splitBy: "teams" | "size", teams: number, size: number): number {
  return splitBy === "teams" ? teams : Math.ceil(people / size);
}

export default defineGenerator({
  id: "team-generator",
  title: "Random Team Generator",
  category: "decisions",
  iconText: "👥",
  description:
    "Split a list of names into random teams of even size, by number of teams or by people per team.",
  keywords: ["teams", "groups", "team picker", "split into groups", "random groups"],
  algorithm:
    "Shuffles the names with Fisher–Yates (Random.shuffle), then cuts the shuffled list into consecutive teams whose sizes differ by at most one, the first teams taking the extra people.",
  version: 1,
  inputs: {
    names: list({
      label: "Names",
      help: `One name per line, or separated by commas on a single line. Blank and repeated names are left out, and only the first ${MOST_LIST_ITEMS} names are used.`,
      default: "Ana\nBen\nCy\nDee\nEli\nFay\nGus\nHal",
      maxItems: MAX_LIST_ITEMS,
    }),
    splitBy: select({
      label: "Split by",
      options: [
        { value: "teams", label: "Number of teams" },
        { value: "size", label: "People per team" },
      ],
      default: "teams",
    }),
    teams: integer({
      label: "Number of teams",
      min: 2,
      max: 100,
      default: 2,
      help: "Used when Split by is Number of teams.",
    }),
    size: integer({
      label: "People per team",
      min: 1,
      max: MAX_LIST_ITEMS,
      default: 3,
      help: "Used when Split by is People per team. No team gets more than this; teams are as even as possible.",
    }),
  },
  check({ names, splitBy, teams, size }) {
    const { items } = splitList(names);
    const problem = listProblem("names", items);
    if (problem) return problem;
    const people = items.length;
    if (people < 2) return { field: "names", message: "Enter at least two names to make teams." };
    if (splitBy === "teams" && teams > people) {
      return {
        field: "teams",
        message: `Can't make ${teams} teams from ${plural(people, "person", "people")}: lower Number of teams or add names.`,
      };
    }
    if (splitBy === "size" && size >= people) {
      return {
        field: "size",
        message: `People per team must be less than ${people} (the number of names) to make at least two teams.`,
      };
    }
    return null;
  },
  generate(random, { names, splitBy, teams, size }) {
    const { items, notes } = splitList(names);
    const shuffled = random.shuffle(items);
    const total = teamCount(shuffled.length, splitBy, teams, size);
    // Sizes differ by at most one: the first (people mod teams) teams take one extra person.
    const base = Math.floor(shuffled.length / total);
    const extra = shuffled.length % total;
    let next = 0;
    const values = Array.from({ length: total }, (_, i) => {
      const length = base + (i < extra ? 1 : 0);
      const members = shuffled.slice(next, next + length);
      next += length;
      return {
        text: `Team ${i + 1}: ${members.join(", ")}`,
        data: { team: i + 1, members, size: members.length },
      };
    });
    return {
      values,
      notes,
      summary: `${plural(shuffled.length, "person", "people")} in ${plural(total, "team")}`,
    };
  },
});
