import entries from "../../data/icebreakers";
import generator from "./icebreaker-questions";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 120, of: (q) => q.text },
  filters: [{ name: "setting", keeps: (q, setting) => setting === "any" || q.setting === setting }],
});
