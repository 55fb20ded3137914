import verbs from "../../data/wordnet-verbs";
import { describeListGenerator } from "../../testing/list-suite";
import randomVerb from "./random-verb";

describeListGenerator(randomVerb, {
  entries: verbs,
  entryOf: (value, all) => all.find((v) => v.word === value.text && v.topic === value.data?.topic),
  filters: [
    {
      name: "topic",
      keeps: (verb, topic) => topic === "any" || verb.topic === topic,
    },
  ],
});
