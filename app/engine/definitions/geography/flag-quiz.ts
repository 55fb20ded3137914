import { defineCountryQuiz } from "../../shared/country-quiz";

export default defineCountryQuiz({
  id: "flag-quiz",
  title: "Flag Quiz",
  category: "geography",
  iconText: "🏳️",
  description:
    "Which country does this flag belong to? Flag emoji questions on the world's countries and territories, worldwide or by continent, open or multiple choice.",
  keywords: ["flag quiz", "guess the flag", "country flags", "geography quiz", "trivia"],
  asking: "showing their flag emoji and asking for the country",
  question: (c) => `Which country or territory has this flag: ${c.flag}?`,
  answer: (c) => c.name,
  data: (c) => ({ flag: c.flag, code: c.code, capital: c.capital, continent: c.continent }),
});
