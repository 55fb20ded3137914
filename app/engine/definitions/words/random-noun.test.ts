import nouns from "../../data/wordnet-nouns";
import { describeListGenerator } from "../../testing/list-checks";
import randomNoun, { inNounTopic, NOUN_TOPICS, type NounTopic } from "./random-noun";

describeListGenerator(randomNoun, {
  category: "words",
  entries: nouns,
  entryOf: (value, all) => all.find((n) => n.word === value.text && n.topic === value.data?.topic),
  filter: {
    name: "topic",
    choices: Object.keys(NOUN_TOPICS),
    keeps: (noun, topic) => inNounTopic(noun.topic, topic as NounTopic),
  },
  seed: 17_001,
});
