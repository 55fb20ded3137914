import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import { EMOJI_GROUP_OPTIONS, emojiOfKind, type Emoji, loadEmojis } from "../../shared/emoji";
import { choicesField, quizAlgorithm, quizQuestion, showAnswerField } from "../../shared/quiz";

type Ask = "name" | "emoji";

export default defineGenerator({
  id: "emoji-quiz",
  title: "Emoji Quiz",
  category: "emoji",
  iconText: "❓",
  description:
    "Guess-the-emoji questions: name the emoji shown, or find the emoji with a given name, open or multiple choice, from all emoji or one group.",
  keywords: ["emoji quiz", "guess the emoji", "emoji game", "emoji trivia", "party game"],
  algorithm: quizAlgorithm(
    "the emoji of the chosen group (Emoji 13.1 or older, so they show on most devices)",
  ),
  version: 1,
  inputs: {
    ask: select<Ask>({
      label: "Question",
      options: [
        { value: "name", label: "What is this emoji called?" },
        { value: "emoji", label: "Which emoji has this name?" },
      ],
      default: "name",
    }),
    kind: select({
      label: "Group",
      options: [
        { value: "any", label: "Any emoji" },
        ...EMOJI_GROUP_OPTIONS.filter((o) => o.value !== "flags"),
      ],
      default: "any",
    }),
    choices: choicesField,
    showAnswer: showAnswerField,
    count: count(10, { max: 200, reason: "a quiz of 200 questions is plenty" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadEmojis,
  generate(random, input, emojis) {
    // Flags are left out: their names are country names, which the flag quiz asks about.
    const pool = emojis.filter((e) => e[4] <= 13.1 && e[2] !== 9 && emojiOfKind(e, input.kind));
    const { picked, notes } = drawEntries(
      random,
      pool,
      input.count,
      input.unique,
      "emoji in that group",
    );
    const ask =
      input.ask === "name"
        ? {
            question: (e: Emoji) => `What is this emoji called: ${e[0]}?`,
            answer: (e: Emoji) => e[1],
          }
        : { question: (e: Emoji) => `Which emoji is “${e[1]}”?`, answer: (e: Emoji) => e[0] };
    return {
      values: picked.map((emoji) =>
        quizQuestion(random, emoji, pool, {
          ...ask,
          choices: Number(input.choices),
          showAnswer: input.showAnswer,
          data: (e) => ({ emoji: e[0], name: e[1] }),
        }),
      ),
      notes,
    };
  },
});
