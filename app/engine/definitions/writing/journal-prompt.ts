import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { JOURNAL_THEMES, type JournalTheme } from "../../shared/writing-kinds";

const LABELS: Record<JournalTheme, string> = {
  reflection: "Reflection",
  gratitude: "Gratitude",
  memories: "Memories",
  future: "The future",
  creativity: "Creativity",
};

type Choice = "any" | JournalTheme;

export default defineListGenerator({
  id: "journal-prompt",
  title: "Journal Prompt",
  category: "writing",
  iconText: "📓",
  description:
    "Questions to write about in a journal or diary: reflection, gratitude, memories, the future and creative play. Gentle, original prompts for any age.",
  keywords: [
    "journal prompts",
    "journaling ideas",
    "diary prompts",
    "gratitude journal",
    "self reflection",
  ],
  entries: () => import("../../data/journal-prompts").then((m) => m.default),
  pool: "100 original journaling prompts, 20 per theme, narrowed to the chosen theme",
  filters: [
    {
      name: "theme",
      field: select({
        label: "Theme",
        options: [
          { value: "any" as Choice, label: "Any theme" },
          ...JOURNAL_THEMES.map((t) => ({ value: t as Choice, label: LABELS[t] })),
        ],
        default: "any",
      }),
      keeps: (p, theme) => theme === "any" || p.theme === theme,
    },
  ],
  plural: (theme) => (theme === "any" ? "prompts" : `prompts on ${LABELS[theme].toLowerCase()}`),
  value: (p) => ({ text: p.prompt, data: { prompt: p.prompt, theme: p.theme } }),
});
