import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import { continentFilter, countriesOf, loadCountries } from "../../shared/countries";
import { choicesField, quizAlgorithm, quizQuestion, showAnswerField } from "../../shared/quiz";

export default defineGenerator({
  id: "capital-quiz",
  title: "Capital City Quiz",
  category: "geography",
  iconText: "🏛️",
  description:
    "Quiz questions on the capitals of the world's countries and territories, worldwide or by continent, as open questions or multiple choice with the answer.",
  keywords: ["capital quiz", "capital cities", "geography quiz", "trivia", "pub quiz"],
  algorithm: quizAlgorithm(
    "the countries and territories of the chosen continent, asking for their capital",
  ),
  version: 1,
  inputs: {
    continent: continentFilter.field,
    choices: choicesField,
    showAnswer: showAnswerField,
    count: count(10, { max: 200, reason: "a quiz of 200 questions is plenty" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadCountries,
  generate(random, input, countries) {
    const pool = countries.filter((c) => continentFilter.keeps(c, input.continent));
    const { picked, notes } = drawEntries(
      random,
      pool,
      input.count,
      input.unique,
      countriesOf(input.continent),
    );
    const values = picked.map((country) =>
      quizQuestion(random, country, pool, {
        question: (c) => `What is the capital of ${c.name}?`,
        answer: (c) => c.capital,
        choices: Number(input.choices),
        showAnswer: input.showAnswer,
        data: (c) => ({ country: c.name, code: c.code, continent: c.continent }),
      }),
    );
    return { values, notes };
  },
});
