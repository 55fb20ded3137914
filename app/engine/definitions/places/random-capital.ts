import { defineListGenerator } from "../../core/list-generator";
import { continentFilter, countriesOf, loadCountries } from "../../shared/countries";

export default defineListGenerator({
  id: "random-capital",
  title: "Random Capital City",
  category: "places",
  iconText: "🏛️",
  description:
    "Capital cities of countries and territories around the world, each with the country it belongs to.",
  keywords: ["capital city", "geography quiz", "world capitals", "city"],
  entries: loadCountries,
  pool: "the countries and territories of the chosen continent, each shown by its capital",
  filters: [continentFilter],
  plural: countriesOf,
  value: (c) => ({
    text: `${c.capital}, ${c.name}`,
    data: { capital: c.capital, country: c.name, code: c.code, continent: c.continent },
  }),
});
