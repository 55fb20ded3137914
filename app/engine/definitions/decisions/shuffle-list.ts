import { defineGenerator } from "../../core/engine";
import { splitList } from "../../core/fields";
import { entriesField, listProblem } from "../../shared/lists";

export default defineGenerator({
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
