import { defineGenerator } from "../../core/engine";
import { count, splitList, toggle } from "../../core/fields";
import { entriesField, listProblem } from "../../shared/lists";

export default defineGenerator({
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
    entries: entriesField(
      "Luigi's Pizzeria\nGolden Dragon\nTaco Loco\nThe Burger Joint\nSakura Sushi\nCurry House",
    ),
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
