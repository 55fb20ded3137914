import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ConversationMood } from "../../data/conversation-starters";

const MOODS: Record<ConversationMood | "any", string> = {
  any: "Any",
  family: "Family meal",
  friends: "Catching up with friends",
  deep: "Deeper questions",
};

export default defineListGenerator({
  id: "conversation-starters",
  title: "Conversation Starters",
  category: "party",
  iconText: "💬",
  description:
    "Conversation starters for a family meal, catching up with friends, or deeper talk on a long walk, written for this site.",
  keywords: [
    "conversation topics",
    "dinner table questions",
    "things to talk about",
    "deep questions",
    "table talk",
  ],
  entries: () => import("../../data/conversation-starters").then((m) => m.default),
  pool: "the conversation starters of the chosen kind",
  filters: [
    {
      name: "mood",
      field: select({
        label: "Kind of talk",
        options: Object.entries(MOODS).map(([value, label]) => ({
          value: value as ConversationMood | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (q, mood) => mood === "any" || q.mood === mood,
    },
  ],
  plural: (mood) =>
    mood === "any" ? "conversation starters" : `starters for ${MOODS[mood].toLowerCase()}`,
  value: (q) => ({ text: q.text, data: { question: q.text, mood: q.mood } }),
});
