import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { loadNouns } from "../../shared/wordnet";

/** The noun topics offered, each a set of WordNet lexicographer files. */
export const NOUN_TOPICS = {
  any: { label: "Any noun", plural: "nouns", lexnames: [] },
  concrete: {
    label: "Things you can see or touch",
    plural: "nouns for things you can see or touch",
    lexnames: [
      "person",
      "animal",
      "plant",
      "food",
      "substance",
      "artifact",
      "object",
      "location",
      "body",
    ],
  },
  people: { label: "People and roles", plural: "nouns for people", lexnames: ["person"] },
  nature: {
    label: "Animals, plants and nature",
    plural: "nouns for animals, plants and nature",
    lexnames: ["animal", "plant", "object", "phenomenon"],
  },
  objects: {
    label: "Objects and things people make",
    plural: "nouns for objects",
    lexnames: ["artifact"],
  },
  food: {
    label: "Food and materials",
    plural: "nouns for food and materials",
    lexnames: ["food", "substance"],
  },
  places: { label: "Places", plural: "nouns for places", lexnames: ["location"] },
  body: { label: "The body", plural: "nouns for the body", lexnames: ["body"] },
  feelings: {
    label: "Feelings and states",
    plural: "nouns for feelings and states",
    lexnames: ["feeling", "motive", "state"],
  },
  ideas: {
    label: "Ideas, qualities and language",
    plural: "nouns for ideas, qualities and language",
    lexnames: ["cognition", "attribute", "communication"],
  },
  actions: {
    label: "Actions and events",
    plural: "nouns for actions and events",
    lexnames: ["act", "event", "process"],
  },
  time: { label: "Time", plural: "nouns for time", lexnames: ["time"] },
  groups: { label: "Groups and organisations", plural: "nouns for groups", lexnames: ["group"] },
} as const satisfies Record<string, { label: string; plural: string; lexnames: readonly string[] }>;

export type NounTopic = keyof typeof NOUN_TOPICS;

/** Whether a noun of WordNet topic `lexname` belongs to the offered topic `choice`. */
export function inNounTopic(lexname: string, choice: NounTopic): boolean {
  const lexnames: readonly string[] = NOUN_TOPICS[choice].lexnames;
  return choice === "any" || lexnames.includes(lexname);
}

export default defineListGenerator({
  id: "random-noun",
  title: "Random Noun",
  category: "words",
  iconText: "🧱",
  description:
    "Common English nouns picked at random from about 2,800, of any kind or by topic: people, nature, objects, places, feelings, ideas and more.",
  keywords: ["random noun", "noun generator", "naming words", "vocabulary", "word game"],
  entries: loadNouns,
  pool: "about 2,800 common nouns cut from WordNet 3.1 (those its corpus tagged at least 5 times), narrowed to the chosen topic",
  filters: [
    {
      name: "topic",
      field: select({
        label: "Topic",
        options: Object.entries(NOUN_TOPICS).map(([value, t]) => ({
          value: value as NounTopic,
          label: t.label,
        })),
        default: "any",
      }),
      keeps: (noun, topic) => inNounTopic(noun.topic, topic),
    },
  ],
  plural: (topic) => NOUN_TOPICS[topic].plural,
  value: (n) => ({ text: n.word, data: { word: n.word, topic: n.topic } }),
});
