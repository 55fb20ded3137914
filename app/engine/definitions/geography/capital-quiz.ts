import { defineCountryQuiz } from "../../shared/country-quiz";

export default defineCountryQuiz({
  id: "capital-quiz",
  title: "Capital City Quiz",
  category: "geography",
  iconText: "🏛️",
  description:
    "Quiz questions on the capitals of the world's countries and territories, worldwide or by continent, as open questions or multiple choice with the answer.",
  keywords: ["capital quiz", "capital cities", "geography quiz", "trivia", "pub quiz"],
  asking: "asking for their capital",
  question: (c) => `What is the capital of ${c.name}?`,
  answer: (c) => c.capital,
  data: (c) => ({ country: c.name, code: c.code, continent: c.continent }),
});
