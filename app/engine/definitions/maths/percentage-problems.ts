import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { gcd } from "../../shared/maths";

type Kind = "of" | "what-percent" | "whole" | "change";
type Level = "easy" | "medium" | "hard";

const KINDS: readonly Kind[] = ["of", "what-percent", "whole", "change"];

/** The percentages and largest whole each level uses. */
const LEVELS: Readonly<Record<Level, { percents: readonly number[]; maxWhole: number }>> = {
  easy: { percents: [10, 20, 25, 50, 75, 100], maxWhole: 200 },
  medium: { percents: Array.from({ length: 20 }, (_, i) => (i + 1) * 5), maxWhole: 1_000 },
  hard: { percents: Array.from({ length: 199 }, (_, i) => i + 1), maxWhole: 10_000 },
};

export default defineGenerator({
  id: "percentage-problems",
  title: "Percentage Problems",
  category: "maths",
  iconText: "💯",
  description:
    "Percentage questions with whole-number answers: a percent of a number, what percent one number is of another, the whole from a part, and increases and decreases.",
  keywords: ["percentage problems", "percent worksheet", "percentage practice", "percent of"],
  algorithm:
    "Picks the kind (Random.pick when Any) and a percentage from the level's list (Random.pick); the whole is a uniform multiple of 100 ÷ gcd(p, 100) up to the level's limit (Random.int), so p% of it is always whole. The question is then asked about those three numbers; for a change, whether it is an increase or a decrease is a fair coin (Random.bool) unless the percentage is over 100.",
  version: 1,
  inputs: {
    kind: select<"any" | Kind>({
      label: "Kind",
      options: [
        { value: "any", label: "Any" },
        { value: "of", label: "What is 15% of 80?" },
        { value: "what-percent", label: "12 is what percent of 80?" },
        { value: "whole", label: "12 is 15% of what?" },
        { value: "change", label: "Increase or decrease 80 by 15%" },
      ],
      default: "any",
    }),
    level: select<Level>({
      label: "Level",
      options: [
        { value: "easy", label: "Easy (10%, 25%, 50%…)" },
        { value: "medium", label: "Medium (multiples of 5%)" },
        { value: "hard", label: "Hard (1% to 199%)" },
      ],
      default: "medium",
    }),
    answers: toggle({ label: "Show answers", default: true }),
    count: count(10),
  },
  generate(random, { kind, level, answers, count }) {
    const { percents, maxWhole } = LEVELS[level];
    const values = Array.from({ length: count }, () => {
      const chosen = kind === "any" ? random.pick(KINDS) : kind;
      const percent = random.pick(percents);
      const step = 100 / gcd(percent, 100);
      const whole = step * random.int(1, Math.floor(maxWhole / step));
      const part = (whole * percent) / 100;
      let question: string;
      let answer: number;
      if (chosen === "of") {
        question = `What is ${percent}% of ${whole}?`;
        answer = part;
      } else if (chosen === "what-percent") {
        question = `${part} is what percent of ${whole}?`;
        answer = percent;
      } else if (chosen === "whole") {
        question = `${part} is ${percent}% of what number?`;
        answer = whole;
      } else {
        const up = percent > 100 || random.bool();
        question = `${up ? "Increase" : "Decrease"} ${whole} by ${percent}%.`;
        answer = up ? whole + part : whole - part;
      }
      const shownAnswer = chosen === "what-percent" ? `${answer}%` : String(answer);
      return {
        text: answers ? `${question} ${shownAnswer}` : question,
        data: { question, kind: chosen, percent, whole, part, answer },
      };
    });
    return { values };
  },
});
