import { defineListGenerator } from "../../core/list-generator";
import { loadLastNames } from "../../shared/names";

export default defineListGenerator({
  id: "last-name",
  title: "Random Last Name",
  category: "names",
  iconText: "🏷️",
  description: "Surnames picked from the most common family names in the United States.",
  keywords: ["surname", "family name", "character name", "test data"],
  entries: loadLastNames,
  plural: "last names",
  pool: "the most common US surnames",
  value: (name) => ({ text: name, data: { name } }),
});
