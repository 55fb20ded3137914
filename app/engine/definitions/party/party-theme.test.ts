import entries from "../../data/party-themes";
import generator from "./party-theme";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, {
  entries,
  names: { minimum: 80, of: (t) => t.text },
  filters: [{ name: "audience", keeps: (e, choice) => choice === "any" || e.audience === choice }],
});
