import verbs from "../../data/wordnet-verbs";
import { describeListGenerator } from "../../testing/list-checks";
import randomVerb, { VERB_TOPICS } from "./random-verb";

describeListGenerator(randomVerb, {
  category: "words",
  entries: verbs,
  entryOf: (value, all) => all.find((v) => v.word === value.text && v.topic === value.data?.topic),
  filter: {
    name: "topic",
    choices: Object.keys(VERB_TOPICS),
    keeps: (verb, topic) => topic === "any" || verb.topic === topic,
  },
  seed: 17_002,
});
