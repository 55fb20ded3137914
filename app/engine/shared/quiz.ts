import { select, toggle } from "../core/fields";
import type { GeneratedValue } from "../core/engine";
import type { Random } from "../core/random";

// Quiz questions drawn from a list of facts (a country and its capital, a flag and its country):
// the question entries are drawn like a list generator's, and each multiple-choice question adds
// wrong answers taken from other entries of the same pool, never equal to the right answer or to
// each other, in random order.

/** The Answer options choice: none (open question) or 3 to 5 options. */
export const choicesField = select({
  label: "Answer options",
  options: [
    { value: "4", label: "Multiple choice, 4 options" },
    { value: "3", label: "Multiple choice, 3 options" },
    { value: "5", label: "Multiple choice, 5 options" },
    { value: "0", label: "Open question (no options)" },
  ],
  default: "4",
});

/** Whether the answer is written after the question. */
export const showAnswerField = toggle({ label: "Show the answer", default: true });

const LETTERS = "ABCDE";

/** One question about `entry`, with wrong answers from `pool` when `choices` > 0. */
export function quizQuestion<E>(
  random: Random,
  entry: E,
  pool: readonly E[],
  quiz: {
    question(entry: E): string;
    answer(entry: E): string;
    choices: number;
    showAnswer: boolean;
    data(entry: E): Record<string, string | number | boolean>;
  },
): GeneratedValue {
  const question = quiz.question(entry);
  const answer = quiz.answer(entry);
  const wrong = [...new Set(pool.map(quiz.answer))].filter((a) => a !== answer);
  const options =
    quiz.choices > 0
      ? random.shuffle([answer, ...random.sample(wrong, Math.min(quiz.choices - 1, wrong.length))])
      : [];
  const optionText = options.map((o, i) => `${LETTERS.charAt(i)}) ${o}`).join("  ");
  const answerText = options.length
    ? `${LETTERS.charAt(options.indexOf(answer))}) ${answer}`
    : answer;
  const text = [question, optionText, quiz.showAnswer ? `Answer: ${answerText}` : ""]
    .filter(Boolean)
    .join(" — ");
  return { text, data: { question, answer, options, ...quiz.data(entry) } };
}

/** The algorithm sentence of quiz generators built on {@link quizQuestion}. */
export function quizAlgorithm(pool: string): string {
  return `Questions about distinct entries of ${pool} (Random.sample, a partial Fisher–Yates shuffle; Random.pick with repeats allowed). For multiple choice, the wrong answers are distinct answers of other entries of the same pool (Random.sample) and the options are put in random order (Random.shuffle).`;
}
