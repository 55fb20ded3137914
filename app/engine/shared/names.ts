import { select } from "../core/fields";
import type { FirstName } from "../data/first-names";

// What the name generators share: the Gender choice, the name lists and the words that make
// usernames and project names. The lists load only when a generator runs.

/** The Gender field of the first-name and full-name generators. */
export const genderField = select({
  label: "Gender",
  options: [
    { value: "any", label: "Any" },
    { value: "female", label: "Female" },
    { value: "male", label: "Male" },
    { value: "neutral", label: "Gender-neutral" },
  ],
  default: "any",
});

type GenderChoice = "any" | FirstName["gender"];

const GENDER_PLURALS: Record<GenderChoice, string> = {
  any: "first names",
  female: "female first names",
  male: "male first names",
  neutral: "gender-neutral first names",
};

/** What the first names of a Gender choice are called in notes ("female first names"). */
export function firstNamesPlural(choice: GenderChoice): string {
  return GENDER_PLURALS[choice];
}

/** Whether a first name belongs to a Gender choice ("any" keeps every name). */
export function hasGender(name: FirstName, choice: GenderChoice): boolean {
  return choice === "any" || name.gender === choice;
}

/** The first names with their gender hint. */
export const loadFirstNames = () => import("../data/first-names").then((m) => m.default);

/** The most common US surnames. */
export const loadLastNames = () => import("../data/last-names").then((m) => m.default);

/** The adjectives and nouns that usernames and project names are made of. */
export const loadNameWords = () =>
  Promise.all([
    import("../data/adjectives").then((m) => m.default),
    import("../data/nouns").then((m) => m.default),
  ]).then(([adjectives, nouns]) => ({ adjectives, nouns }));
