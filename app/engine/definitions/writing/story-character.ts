import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { genderField, hasGender, loadFirstNames, loadLastNames } from "../../shared/names";

export default defineGenerator({
  id: "story-character",
  title: "Story Character",
  category: "writing",
  iconText: "🧑‍🎨",
  description:
    "A ready-made character for a story or role-play: a full name, an occupation, a quirk and something they want (“Nora Reyes, a clockmaker who salutes magpies, wants to be forgiven”).",
  keywords: [
    "character generator",
    "random character",
    "story character",
    "npc generator",
    "character ideas",
  ],
  algorithm:
    "Four independent uniform picks (Random.pick): a first name of the chosen gender from the project's first-name list, a surname from the U.S. Census list, an occupation from about 130 jobs and a quirk and a want from the project's own lists.",
  version: 1,
  inputs: {
    gender: genderField,
    count: count(3, { max: 1000, reason: "a cast larger than 1,000 characters is not useful" }),
  },
  load: () =>
    Promise.all([
      loadFirstNames(),
      loadLastNames(),
      import("../../data/story-character-parts").then((m) => m.default),
    ]).then(([firstNames, lastNames, parts]) => ({ firstNames, lastNames, parts })),
  generate(random, { gender, count }, { firstNames, lastNames, parts }) {
    const firsts = firstNames.filter((n) => hasGender(n, gender));
    const values = Array.from({ length: count }, () => {
      const name = `${random.pick(firsts).name} ${random.pick(lastNames)}`;
      const occupation = random.pick(parts.occupations);
      const quirk = random.pick(parts.quirks);
      const want = random.pick(parts.wants);
      const article = /^[aeiou]/.test(occupation) ? "an" : "a";
      return {
        text: `${name}, ${article} ${occupation} who ${quirk}, wants ${want}.`,
        data: { name, occupation, quirk, want },
      };
    });
    return { values };
  },
});
