import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { tally } from "../../shared/tally";

export default defineGenerator({
  id: "yes-or-no",
  title: "Yes or No",
  category: "decisions",
  iconText: "👍",
  description:
    "Let chance answer a question with a fair Yes or No, or add Maybe as a third answer.",
  keywords: ["yes no", "decision maker", "answer", "oracle", "maybe"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from Yes and No, or from Yes, No and Maybe.",
  version: 1,
  inputs: {
    maybe: toggle({ label: "Include Maybe", default: false }),
    count: count(1),
  },
  generate(random, { maybe, count }) {
    const answers = maybe ? ["Yes", "No", "Maybe"] : ["Yes", "No"];
    const values = Array.from({ length: count }, () => random.pick(answers));
    return {
      values: values.map((text) => ({ text })),
      summary: count > 1 ? tally(values) : undefined,
    };
  },
});
