import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { loadVerbs } from "../../shared/wordnet";

/** The verb topics offered: WordNet's verb lexicographer files, in plain words. */
export const VERB_TOPICS = {
  any: "Any verb",
  motion: "Moving (walk, carry, fly)",
  contact: "Touching and handling (hold, push, cut)",
  communication: "Speaking and communicating (ask, tell, write)",
  cognition: "Thinking and knowing (guess, learn, plan)",
  perception: "Senses (see, hear, smell)",
  emotion: "Feelings (enjoy, worry, admire)",
  change: "Changing (grow, melt, improve)",
  creation: "Making and creating (build, paint, cook)",
  consumption: "Eating, drinking and using",
  body: "The body (breathe, sleep, yawn)",
  competition: "Sport and competition (win, race, score)",
  possession: "Owning and trading (buy, lend, keep)",
  social: "Social life and work (meet, help, vote)",
  stative: "Being and having (seem, belong, contain)",
  weather: "Weather (rain, snow)",
} as const;

export type VerbTopic = keyof typeof VERB_TOPICS;

export default defineListGenerator({
  id: "random-verb",
  title: "Random Verb",
  category: "words",
  iconText: "🏃",
  description:
    "Common English verbs (action words) picked at random from about 1,500, of any kind or by topic: moving, speaking, thinking, making and more.",
  keywords: ["random verb", "verb generator", "action words", "doing words", "vocabulary"],
  entries: loadVerbs,
  pool: "about 1,500 common verbs cut from WordNet 3.1 (those its corpus tagged at least 5 times), narrowed to the chosen topic",
  filters: [
    {
      name: "topic",
      field: select({
        label: "Topic",
        options: Object.entries(VERB_TOPICS).map(([value, label]) => ({
          value: value as VerbTopic,
          label,
        })),
        default: "any",
      }),
      keeps: (verb, topic) => topic === "any" || verb.topic === topic,
    },
  ],
  plural: (topic) =>
    topic === "any"
      ? "verbs"
      : `verbs for ${VERB_TOPICS[topic].replace(/ \(.*\)$/, "").toLowerCase()}`,
  value: (v) => ({ text: v.word, data: { word: v.word, topic: v.topic } }),
});
