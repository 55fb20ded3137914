import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import {
  firstNamesPlural,
  genderField,
  hasGender,
  loadFirstNames,
  loadLastNames,
} from "../../shared/names";

export default defineGenerator({
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
  inputs: { gender: genderField, count: count(1) },
  load: () =>
    Promise.all([loadFirstNames(), loadLastNames()]).then(([firstNames, lastNames]) => ({
      firstNames,
      lastNames,
    })),
  generate(random, { gender, count }, { firstNames, lastNames }) {
    // First and last names are drawn independently, so repeats are possible (but rare).
    const { picked: firsts, notes } = drawEntries(
      random,
      firstNames.filter((name) => hasGender(name, gender)),
      count,
      false,
      firstNamesPlural(gender),
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
