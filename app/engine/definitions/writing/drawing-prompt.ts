import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select } from "../../core/fields";

export const DRAWING_LEVELS = {
  easy: "Easy (one subject)",
  medium: "Medium (a subject doing something)",
  hard: "Hard (subject, action, place and a challenge)",
} as const;

type Level = keyof typeof DRAWING_LEVELS;

export default defineGenerator({
  id: "drawing-prompt",
  title: "Drawing Prompt",
  category: "writing",
  iconText: "🖍️",
  description:
    "Ideas for what to draw, from a single subject to a full scene with a twist (“a snail playing chess in a snowstorm, from a bird's-eye view”): for sketchbooks, art classes and daily challenges.",
  keywords: ["drawing prompts", "what to draw", "drawing ideas", "sketch ideas", "art challenge"],
  algorithm:
    "Independent uniform picks (Random.pick) from the project's lists: a subject (50), then for medium and hard an action (40), and for hard a place (30) and a challenge (20).",
  version: 1,
  inputs: {
    difficulty: select({
      label: "Difficulty",
      options: (Object.keys(DRAWING_LEVELS) as Level[]).map((value) => ({
        value,
        label: DRAWING_LEVELS[value],
      })),
      default: "medium",
    }),
    count: count(3, { max: 1000, reason: "more than 1,000 prompts at once is not useful" }),
  },
  load: () => import("../../data/drawing-prompt-parts").then((m) => m.default),
  generate(random, { difficulty, count }, parts) {
    const values = Array.from({ length: count }, (): GeneratedValue => {
      const subject = random.pick(parts.subjects);
      if (difficulty === "easy")
        return { text: capitalise(subject), data: { difficulty, subject } };
      const action = random.pick(parts.actions);
      if (difficulty === "medium")
        return { text: capitalise(`${subject} ${action}`), data: { difficulty, subject, action } };
      const place = random.pick(parts.places);
      const challenge = random.pick(parts.challenges);
      return {
        text: capitalise(`${subject} ${action} ${place}, ${challenge}`),
        data: { difficulty, subject, action, place, challenge },
      };
    });
    return { values };
  },
});

function capitalise(s: string): string {
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
}
