import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { ChemicalElement } from "../../data/chemical-elements";
import { choicesField, quizAlgorithm, quizQuestion, showAnswerField } from "../../shared/quiz";

type Ask = "name-from-symbol" | "symbol-from-name" | "name-from-number";

const ASKS: Record<
  Ask,
  { question(e: ChemicalElement): string; answer(e: ChemicalElement): string }
> = {
  "name-from-symbol": {
    question: (e) => `Which element has the symbol ${e.symbol}?`,
    answer: (e) => e.name,
  },
  "symbol-from-name": {
    question: (e) => `What is the chemical symbol of ${e.name.toLowerCase()}?`,
    answer: (e) => e.symbol,
  },
  "name-from-number": {
    question: (e) => `Which element has atomic number ${e.number}?`,
    answer: (e) => e.name,
  },
};

export default defineGenerator({
  id: "element-quiz",
  title: "Chemical Element Quiz",
  category: "science",
  iconText: "🧪",
  description:
    "Periodic table quiz questions — name the element from its symbol or atomic number, or give the symbol — from the first 20, 36, 54 or all 118 elements.",
  keywords: ["element quiz", "periodic table quiz", "chemical symbols", "chemistry quiz", "trivia"],
  algorithm: quizAlgorithm("the elements up to the chosen atomic number"),
  version: 1,
  inputs: {
    ask: select<Ask>({
      label: "Question",
      options: [
        { value: "name-from-symbol", label: "Name the element from its symbol" },
        { value: "symbol-from-name", label: "Give the symbol of an element" },
        { value: "name-from-number", label: "Name the element from its atomic number" },
      ],
      default: "name-from-symbol",
    }),
    upTo: select({
      label: "Elements",
      options: [
        { value: "20", label: "The first 20 (hydrogen to calcium)" },
        { value: "36", label: "The first 36 (to krypton)" },
        { value: "54", label: "The first 54 (to xenon)" },
        { value: "118", label: "All 118" },
      ],
      default: "36",
    }),
    choices: choicesField,
    showAnswer: showAnswerField,
    count: count(10, { max: 118, reason: "there are 118 elements" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/chemical-elements").then((m) => m.default),
  generate(random, input, elements) {
    const pool = elements.filter((e) => e.number <= Number(input.upTo));
    const { picked, notes } = drawEntries(
      random,
      pool,
      input.count,
      input.unique,
      "elements in that range",
    );
    const ask = ASKS[input.ask];
    return {
      values: picked.map((element) =>
        quizQuestion(random, element, pool, {
          ...ask,
          choices: Number(input.choices),
          showAnswer: input.showAnswer,
          data: (e) => ({ element: e.name, symbol: e.symbol, number: e.number }),
        }),
      ),
      notes,
    };
  },
});
