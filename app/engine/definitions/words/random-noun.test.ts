import nouns from "../../data/wordnet-nouns";
import { describeListGenerator } from "../../testing/list-suite";
import randomNoun, { inNounTopic, type NounTopic } from "./random-noun";

describeListGenerator(randomNoun, {
  entries: nouns,
  entryOf: (value, all) => all.find((n) => n.word === value.text && n.topic === value.data?.topic),
  filters: [
    {
      name: "topic",
      keeps: (noun, topic) => inNounTopic(noun.topic, topic as NounTopic),
    },
  ],
});
