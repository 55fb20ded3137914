import { count, integer, list, MAX_LIST_ITEMS, select, splitList, toggle } from "../core/fields";
import { defineGenerator, type InputProblem } from "../core/engine";
import { plural } from "./shared";

const MOST = MAX_LIST_ITEMS.toLocaleString("en-US");

const LIST_HELP = `One entry per line, or separated by commas on a single line. Blank and repeated entries are left out, and only the first ${MOST} entries are used.`;

/** The problem with a cleaned list that is empty, if any (splitList cuts one that is too long). */
function listProblem(field: string, items: readonly string[]): InputProblem | null {
  return items.length === 0
    ? { field, message: "The list is empty: enter at least one entry." }
    : null;
}

/** Tallies values in order of first appearance: "3 Yes, 2 No". */
function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n.toLocaleString("en-US")} ${value}`).join(", ");
}

const yesOrNo = defineGenerator({
  id: "yes-or-no",
  title: "Yes or No",
  category: "decisions",
  iconText: "👍",
  description:
    "Let chance answer a question with a fair Yes or No, or add Maybe as a third answer.",
  keywords: ["yes no", "decision maker", "answer", "oracle", "maybe"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from Yes and No, or from Yes, No and Maybe.",
  version: 1,
  inputs: {
    maybe: toggle({ label: "Include Maybe", default: false }),
    count: count(1),
  },
  generate(random, { maybe, count }) {
    const answers = maybe ? ["Yes", "No", "Maybe"] : ["Yes", "No"];
    const values = Array.from({ length: count }, () => random.pick(answers));
    return {
      values: values.map((text) => ({ text })),
      summary: count > 1 ? tally(values) : undefined,
    };
  },
});

const trueOrFalse = defineGenerator({
  id: "true-or-false",
  title: "True or False",
  category: "decisions",
  iconText: "⚖️",
  description: "A fair True or False, each equally likely, once or many times.",
  keywords: ["true false", "boolean", "random boolean", "50/50"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from True and False.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    const values = Array.from({ length: count }, () => random.pick(["True", "False"]));
    return {
      values: values.map((text) => ({ text, data: { value: text === "True" } })),
      summary: count > 1 ? tally(values) : undefined,
    };
  },
});

const pickFromList = defineGenerator({
  id: "pick-from-list",
  title: "Pick From a List",
  category: "decisions",
  iconText: "👉",
  description:
    "Type a list of options — restaurants, names, chores — and let chance pick one or more of them fairly.",
  keywords: ["random picker", "choose for me", "list picker", "name picker", "decide", "raffle"],
  algorithm:
    "The list is cleaned (blank and repeated entries left out), then each pick is an unbiased position by rejection sampling (Random.int), or with No repeats k distinct positions (Random.distinctInts, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    entries: list({
      label: "Entries",
      help: LIST_HELP,
      default:
        "Luigi's Pizzeria\nGolden Dragon\nTaco Loco\nThe Burger Joint\nSakura Sushi\nCurry House",
      maxItems: MAX_LIST_ITEMS,
    }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ entries, count, unique }) {
    const { items } = splitList(entries);
    const problem = listProblem("entries", items);
    if (problem) return problem;
    if (unique && count > items.length) {
      return {
        field: "count",
        message: `Can't pick ${count.toLocaleString("en-US")} different entries from a list of ${items.length.toLocaleString(
          "en-US",
        )}. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { entries, count, unique }) {
    const { items, notes } = splitList(entries);
    const listed = splitList(entries, { keepDuplicates: true, maxItems: Infinity }).items;
    const last = items.length - 1;
    const positions = unique
      ? random.distinctInts(0, last, count)
      : Array.from({ length: count }, () => random.int(0, last));
    return {
      values: positions.map((i) => {
        const entry = items[i] ?? "";
        return { text: entry, data: { entry, position: i + 1 } };
      }),
      notes:
        new Set(listed).size < listed.length
          ? [
              ...notes,
              "An entry listed more than once still counts once, so every entry has the same chance.",
            ]
          : notes,
    };
  },
});

function entriesField(defaultValue: string) {
  return list({
    label: "Entries",
    help: LIST_HELP,
    default: defaultValue,
    maxItems: MAX_LIST_ITEMS,
  });
}

const shuffleList = defineGenerator({
  id: "shuffle-list",
  title: "Shuffle a List",
  category: "decisions",
  iconText: "🔀",
  description: "Put every entry of your list in a new random order, each entry exactly once.",
  keywords: ["shuffle", "randomize list", "random order", "scramble", "list randomizer"],
  algorithm:
    "A Fisher–Yates (Durstenfeld) shuffle of the cleaned list (Random.shuffle), each swap an unbiased integer by rejection sampling: every order is equally likely.",
  version: 1,
  inputs: { entries: entriesField("Ana\nBen\nCy\nDee\nEli") },
  check({ entries }) {
    return listProblem("entries", splitList(entries).items);
  },
  generate(random, { entries }) {
    const { items, notes } = splitList(entries);
    return {
      values: random
        .shuffle(items)
        .map((entry, i) => ({ text: entry, data: { entry, position: i + 1 } })),
      notes,
    };
  },
});

const randomOrder = defineGenerator({
  id: "random-order",
  title: "Random Order",
  category: "decisions",
  iconText: "🔢",
  description:
    "A numbered random order for your list — who goes first, speaking or presentation order, turns in a game.",
  keywords: ["turn order", "presentation order", "who goes first", "running order", "queue"],
  algorithm:
    "A Fisher–Yates (Durstenfeld) shuffle of the cleaned list (Random.shuffle), each swap an unbiased integer by rejection sampling, then numbered from 1: every order is equally likely.",
  version: 1,
  inputs: { entries: entriesField("Ana\nBen\nCy\nDee") },
  check({ entries }) {
    return listProblem("entries", splitList(entries).items);
  },
  generate(random, { entries }) {
    const { items, notes } = splitList(entries);
    return {
      values: random.shuffle(items).map((entry, i) => ({
        text: `${i + 1}. ${entry}`,
        data: { position: i + 1, entry },
      })),
      notes,
    };
  },
});

/** How many teams a valid input makes. */
function teamCount(people: number, splitBy: "teams" | "size", teams: number, size: number): number {
  return splitBy === "teams" ? teams : Math.ceil(people / size);
}

const teamGenerator = defineGenerator({
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
      help: `One name per line, or separated by commas on a single line. Blank and repeated names are left out, and only the first ${MOST} names are used.`,
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

export default [yesOrNo, pickFromList, shuffleList, teamGenerator, randomOrder, trueOrFalse];
