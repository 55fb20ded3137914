import entries from "../../data/party-themes";
import generator from "./party-theme";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (t) => t.text,
  keeps: (e, choice) => choice === "any" || e.audience === choice,
  minimum: 80,
});
