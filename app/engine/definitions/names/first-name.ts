import { defineListGenerator } from "../../core/list-generator";
import { firstNamesPlural, genderField, hasGender, loadFirstNames } from "../../shared/names";

export default defineListGenerator({
  id: "first-name",
  title: "Random First Name",
  category: "names",
  iconText: "👤",
  description:
    "First names picked from common baby names, female, male, gender-neutral or any, with or without repeats.",
  keywords: ["baby name", "given name", "character name", "girl name", "boy name"],
  entries: loadFirstNames,
  pool: "the common first names of the chosen gender",
  filters: [
    {
      name: "gender",
      field: genderField,
      keeps: hasGender,
    },
  ],
  plural: firstNamesPlural,
  value: (n) => ({ text: n.name, data: { name: n.name, gender: n.gender } }),
});
