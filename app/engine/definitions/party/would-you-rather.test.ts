import questions from "../../data/would-you-rather";
import wouldYouRather from "./would-you-rather";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(wouldYouRather, "party", {
  entries: questions,
  textOf: (q) => q.text,
  keeps: (q, theme) => theme === "any" || q.theme === theme,
  minimum: 120,
});
