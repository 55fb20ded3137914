import entries from "../../data/conversation-starters";
import generator from "./conversation-starters";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 120, of: (q) => q.text },
  filters: [{ name: "mood", keeps: (q, mood) => mood === "any" || q.mood === mood }],
});
