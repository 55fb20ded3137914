import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import { continentFilter, countriesOf, loadCountries } from "../../shared/countries";
import { choicesField, quizAlgorithm, quizQuestion, showAnswerField } from "../../shared/quiz";

export default defineGenerator({
  id: "flag-quiz",
  title: "Flag Quiz",
  category: "geography",
  iconText: "🏳️",
  description:
    "Which country does this flag belong to? Flag emoji questions on the world's countries and territories, worldwide or by continent, open or multiple choice.",
  keywords: ["flag quiz", "guess the flag", "country flags", "geography quiz", "trivia"],
  algorithm: quizAlgorithm(
    "the countries and territories of the chosen continent, showing their flag emoji and asking for the country",
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
        question: (c) => `Which country or territory has this flag: ${c.flag}?`,
        answer: (c) => c.name,
        choices: Number(input.choices),
        showAnswer: input.showAnswer,
        data: (c) => ({ flag: c.flag, code: c.code, capital: c.capital, continent: c.continent }),
      }),
    );
    return { values, notes };
  },
});
