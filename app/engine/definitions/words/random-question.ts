import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { QuestionTopic } from "../../data/questions";

const TOPICS: Record<QuestionTopic | "any", { label: string; plural: string }> = {
  any: { label: "Any topic", plural: "questions" },
  fun: { label: "Fun and silly", plural: "fun questions" },
  deep: { label: "Deep", plural: "deep questions" },
  "would-you": { label: "Would you…?", plural: "“would you” questions" },
  food: { label: "Food", plural: "food questions" },
  travel: { label: "Travel", plural: "travel questions" },
  school: { label: "School and learning", plural: "school questions" },
  nature: { label: "Nature and animals", plural: "nature questions" },
};

export default defineListGenerator({
  id: "random-question",
  title: "Random Question",
  category: "words",
  iconText: "❓",
  description:
    "A random question to ask anyone, fun, deep, food, travel, school, nature or “would you…?”, written for this site and safe for all ages: for dinner tables, car rides, classes and journals.",
  keywords: [
    "random question",
    "random question generator",
    "questions to ask",
    "fun questions",
    "deep questions",
  ],
  entries: () => import("../../data/questions").then((m) => m.default),
  pool: "the site's own family-safe questions (25 per topic) of the chosen topic",
  filters: [
    {
      name: "topic",
      field: select({
        label: "Topic",
        options: Object.entries(TOPICS).map(([value, t]) => ({
          value: value as QuestionTopic | "any",
          label: t.label,
        })),
        default: "any",
      }),
      keeps: (q, topic) => topic === "any" || q.topic === topic,
    },
  ],
  plural: (topic) => TOPICS[topic].plural,
  value: ({ text, topic }) => ({ text, data: { question: text, topic } }),
});
