import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { DIALOGUE_TONES, type DialogueTone } from "../../shared/writing-kinds";

const LABELS: Record<DialogueTone, string> = {
  tense: "Tense",
  funny: "Funny",
  mysterious: "Mysterious",
  warm: "Warm",
};

type Choice = "any" | DialogueTone;

export default defineListGenerator({
  id: "dialogue-prompt",
  title: "Dialogue Prompt",
  category: "writing",
  iconText: "💬",
  description:
    "A line of dialogue to start a scene (“Technically, the goat started it.”), tense, funny, mysterious or warm: for writing practice, improv and drama classes.",
  keywords: [
    "dialogue prompts",
    "dialogue ideas",
    "story starters",
    "improv lines",
    "writing exercise",
  ],
  entries: () => import("../../data/dialogue-prompts").then((m) => m.default),
  pool: "80 original opening lines of dialogue, 20 per tone, narrowed to the chosen tone",
  filters: [
    {
      name: "tone",
      field: select({
        label: "Tone",
        options: [
          { value: "any" as Choice, label: "Any tone" },
          ...DIALOGUE_TONES.map((t) => ({ value: t as Choice, label: LABELS[t] })),
        ],
        default: "any",
      }),
      keeps: (d, tone) => tone === "any" || d.tone === tone,
    },
  ],
  plural: (tone) => (tone === "any" ? "lines" : `${tone} lines`),
  value: (d) => ({ text: d.line, data: { line: d.line, tone: d.tone } }),
});
