import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { tally } from "../../shared/tally";

export default defineGenerator({
  id: "true-or-false",
  title: "True or False",
  category: "decisions",
  iconText: "⚖️",
  description: "A fair True or False, each equally likely, once or many times.",
  keywords: ["true false", "boolean", "random boolean", "50/50"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from True and False.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    const values = Array.from({ length: count }, () => random.pick(["True", "False"]));
    return {
      values: values.map((text) => ({ text, data: { value: text === "True" } })),
      summary: count > 1 ? tally(values) : undefined,
    };
  },
});
