import questions from "../../data/would-you-rather";
import wouldYouRather from "./would-you-rather";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(wouldYouRather, {
  entries: questions,
  names: { minimum: 120, of: (q) => q.text },
  filters: [{ name: "theme", keeps: (q, theme) => theme === "any" || q.theme === theme }],
});
