import { defineGenerator } from "../core/engine";
import { count, toggle } from "../core/fields";
import { drawEntries } from "../core/list-generator";
import type { CategoryId } from "../categories";
import type { Country } from "../data/countries";
import { continentFilter, countriesOf, loadCountries } from "./countries";
import { choicesField, quizAlgorithm, quizQuestion, showAnswerField } from "./quiz";

// A quiz on the world's countries and territories (their capital, their flag): the same inputs
// (Continent, Answer options, Show the answer, How many, No repeats) and the same draw; only
// the question, its answer and the data of a value differ.

interface CountryQuizOptions {
  id: string;
  title: string;
  category: CategoryId;
  iconText: string;
  description: string;
  keywords: readonly string[];
  /** What the algorithm text says of the pool after "the countries and territories of…". */
  asking: string;
  question(country: Country): string;
  answer(country: Country): string;
  data(country: Country): Record<string, string>;
}

/** Declares a quiz with one question per drawn country, open or multiple choice. */
export function defineCountryQuiz(quiz: CountryQuizOptions) {
  return defineGenerator({
    id: quiz.id,
    title: quiz.title,
    category: quiz.category,
    iconText: quiz.iconText,
    description: quiz.description,
    keywords: quiz.keywords,
    algorithm: quizAlgorithm(
      `the countries and territories of the chosen continent, ${quiz.asking}`,
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
          question: quiz.question,
          answer: quiz.answer,
          choices: Number(input.choices),
          showAnswer: input.showAnswer,
          data: quiz.data,
        }),
      );
      return { values, notes };
    },
  });
}
