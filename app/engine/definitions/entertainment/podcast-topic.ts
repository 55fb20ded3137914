import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { PodcastArea } from "../../data/podcast-topics";

const AREAS: Record<"any" | PodcastArea, { label: string; plural: string }> = {
  any: { label: "Any subject", plural: "podcast topics" },
  history: { label: "History", plural: "history topics" },
  science: { label: "Science and nature", plural: "science topics" },
  culture: { label: "Films, books, games and art", plural: "culture topics" },
  everyday: { label: "Everyday life", plural: "everyday-life topics" },
  food: { label: "Food", plural: "food topics" },
};

type Choice = keyof typeof AREAS;

export default defineListGenerator({
  id: "podcast-topic",
  title: "Podcast Topic",
  category: "entertainment",
  iconText: "🎙️",
  description:
    "Episode ideas for a podcast or radio show, by subject: history, science, culture, everyday life and food. Original topics for creators, classes and clubs.",
  keywords: [
    "podcast topics",
    "podcast ideas",
    "episode ideas",
    "talk show topics",
    "discussion topics",
  ],
  entries: () => import("../../data/podcast-topics").then((m) => m.default),
  pool: "80 original podcast episode topics, 16 per subject, narrowed to the chosen subject",
  filters: [
    {
      name: "area",
      field: select({
        label: "Subject",
        options: (Object.keys(AREAS) as Choice[]).map((value) => ({
          value,
          label: AREAS[value].label,
        })),
        default: "any",
      }),
      keeps: (t, area) => area === "any" || t.area === area,
    },
  ],
  plural: (area) => AREAS[area].plural,
  value: (t) => ({ text: t.topic, data: { topic: t.topic, area: t.area } }),
});
