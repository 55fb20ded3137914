import { defineGenerator } from "../../core/engine";
import { splitList } from "../../core/fields";
import { entriesField, listProblem } from "../../shared/lists";

export default defineGenerator({
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
