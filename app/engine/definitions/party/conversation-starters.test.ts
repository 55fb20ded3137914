import entries from "../../data/conversation-starters";
import generator from "./conversation-starters";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (q) => q.text,
  keeps: (q, mood) => mood === "any" || q.mood === mood,
  minimum: 120,
});
