import { count, select, toggle } from "../core/fields";
import { defineGenerator } from "../core/engine";
import { capitalize, drawEntries, drawEntriesAlgorithm } from "./shared";

const gender = select({
  label: "Gender",
  options: [
    { value: "any", label: "Any" },
    { value: "female", label: "Female" },
    { value: "male", label: "Male" },
    { value: "neutral", label: "Gender-neutral" },
  ],
  default: "any",
});

type GenderChoice = "any" | "female" | "male" | "neutral";

const GENDER_PLURALS: Record<GenderChoice, string> = {
  any: "first names",
  female: "female first names",
  male: "male first names",
  neutral: "gender-neutral first names",
};

function byGender<T extends { gender: string }>(names: readonly T[], choice: GenderChoice): T[] {
  return choice === "any" ? [...names] : names.filter((n) => n.gender === choice);
}

const loadFirstNames = () => import("../data/first-names").then((m) => m.default);
const loadLastNames = () => import("../data/last-names").then((m) => m.default);
const loadWords = () =>
  Promise.all([
    import("../data/adjectives").then((m) => m.default),
    import("../data/nouns").then((m) => m.default),
  ]).then(([adjectives, nouns]) => ({ adjectives, nouns }));

const firstName = defineGenerator({
  id: "first-name",
  title: "Random First Name",
  category: "names",
  iconText: "👤",
  description:
    "First names picked from common baby names, female, male, gender-neutral or any, with or without repeats.",
  keywords: ["baby name", "given name", "character name", "girl name", "boy name"],
  algorithm: drawEntriesAlgorithm("the common first names of the chosen gender"),
  version: 1,
  inputs: {
    gender,
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadFirstNames,
  generate(random, { gender, count, unique }, names) {
    const { picked, notes } = drawEntries(
      random,
      byGender(names, gender),
      count,
      unique,
      GENDER_PLURALS[gender],
    );
    return {
      values: picked.map((n) => ({ text: n.name, data: { name: n.name, gender: n.gender } })),
      notes,
    };
  },
});

const lastName = defineGenerator({
  id: "last-name",
  title: "Random Last Name",
  category: "names",
  iconText: "🏷️",
  description: "Surnames picked from the most common family names in the United States.",
  keywords: ["surname", "family name", "character name", "test data"],
  algorithm: drawEntriesAlgorithm("the most common US surnames"),
  version: 1,
  inputs: {
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadLastNames,
  generate(random, { count, unique }, names) {
    const { picked, notes } = drawEntries(random, names, count, unique, "last names");
    return { values: picked.map((name) => ({ text: name, data: { name } })), notes };
  },
});

const fullName = defineGenerator({
  id: "full-name",
  title: "Random Full Name",
  category: "names",
  iconText: "🪪",
  description:
    "Realistic first and last name pairs for characters, test data or placeholders, female, male or any.",
  keywords: ["full name", "fake name", "character name", "test data", "person name"],
  algorithm:
    "All first names are drawn first, each a uniform pick (Random.pick) from the chosen gender, then all last names, each a uniform pick from the surname list; the two are drawn independently, so a full name can repeat.",
  version: 1,
  inputs: { gender, count: count(1) },
  load: () =>
    Promise.all([loadFirstNames(), loadLastNames()]).then(([firstNames, lastNames]) => ({
      firstNames,
      lastNames,
    })),
  generate(random, { gender, count }, { firstNames, lastNames }) {
    // First and last names are drawn independently, so repeats are possible (but rare).
    const { picked: firsts, notes } = drawEntries(
      random,
      byGender(firstNames, gender),
      count,
      false,
      GENDER_PLURALS[gender],
    );
    const { picked: lasts } = drawEntries(random, lastNames, count, false, "last names");
    return {
      values: firsts.map((first, i) => {
        const last = lasts[i] ?? "";
        return {
          text: `${first.name} ${last}`.trim(),
          data: { first: first.name, last, gender: first.gender },
        };
      }),
      notes,
    };
  },
});

const username = defineGenerator({
  id: "username",
  title: "Username Generator",
  category: "names",
  iconText: "🧑‍💻",
  description:
    "Friendly usernames made of an adjective and a noun, such as BraveOtter42, brave_otter or brave-otter42.",
  keywords: ["username", "gamertag", "handle", "nickname", "screen name"],
  algorithm:
    "An adjective and a noun, each a uniform pick (Random.pick) from its word list, plus two digits from an unbiased integer from 0 to 99 (Random.int) when chosen, joined in the chosen style.",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "pascal", label: "BraveOtter" },
        { value: "snake", label: "brave_otter" },
        { value: "kebab", label: "brave-otter" },
      ],
      default: "pascal",
    }),
    digits: toggle({ label: "Add two digits", default: true }),
    count: count(5),
  },
  load: loadWords,
  generate(random, { style, digits, count }, { adjectives, nouns }) {
    const values = Array.from({ length: count }, () => {
      const adjective = random.pick(adjectives);
      const noun = random.pick(nouns);
      const suffix = digits ? String(random.int(0, 99)).padStart(2, "0") : "";
      const base =
        style === "pascal"
          ? `${capitalize(adjective)}${capitalize(noun)}`
          : `${adjective}${style === "snake" ? "_" : "-"}${noun}`;
      return { text: `${base}${suffix}`, data: { adjective, noun, digits: suffix } };
    });
    return { values };
  },
});

const projectName = defineGenerator({
  id: "project-name",
  title: "Project Name Generator",
  category: "names",
  iconText: "🚀",
  description:
    "Two-word code names like silent-harbor for projects, repositories, servers and teams.",
  keywords: ["code name", "repository name", "app name", "server name", "team name"],
  algorithm:
    "An adjective and a noun, each a uniform pick (Random.pick, an unbiased index by rejection sampling) from its word list, joined by a hyphen.",
  version: 1,
  inputs: { count: count(5) },
  load: loadWords,
  generate(random, { count }, { adjectives, nouns }) {
    const values = Array.from({ length: count }, () => {
      const adjective = random.pick(adjectives);
      const noun = random.pick(nouns);
      return { text: `${adjective}-${noun}`, data: { adjective, noun } };
    });
    return { values };
  },
});

export default [firstName, lastName, fullName, username, projectName];
