import { defineListGenerator } from "../../core/list-generator";
import { continentFilter, countriesOf, loadCountries } from "../../shared/countries";

export default defineListGenerator({
  id: "random-country",
  title: "Random Country",
  category: "places",
  iconText: "🌍",
  description:
    "Countries and territories picked at random, worldwide or from one continent, with their flag and capital.",
  keywords: ["country picker", "flag", "world", "geography", "travel"],
  entries: loadCountries,
  pool: "the countries and territories of the chosen continent",
  filters: [continentFilter],
  plural: countriesOf,
  value: (c) => ({
    text: `${c.flag} ${c.name}`,
    data: { name: c.name, code: c.code, capital: c.capital, continent: c.continent },
  }),
});
