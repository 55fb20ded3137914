import entries from "../../data/icebreakers";
import generator from "./icebreaker-questions";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (q) => q.text,
  keeps: (q, setting) => setting === "any" || q.setting === setting,
  minimum: 120,
});
