import { select } from "../core/fields";
import type { ListFilter } from "../core/list-generator";
import type { Country } from "../data/countries";

// The continents, and the Continent choice of the generators that draw countries.

/** The seven continents, as the countries list names them, with their URL values. */
export const CONTINENTS = [
  { value: "africa", name: "Africa" },
  { value: "antarctica", name: "Antarctica" },
  { value: "asia", name: "Asia" },
  { value: "europe", name: "Europe" },
  { value: "north-america", name: "North America" },
  { value: "oceania", name: "Oceania" },
  { value: "south-america", name: "South America" },
] as const;

type ContinentChoice = "any" | (typeof CONTINENTS)[number]["value"];

function continentName(choice: ContinentChoice): string | undefined {
  return CONTINENTS.find((c) => c.value === choice)?.name;
}

/** The Continent choice (any, or one of the seven) that narrows a list of countries. */
export const continentFilter: ListFilter<Country, ContinentChoice> = {
  name: "continent",
  field: select({
    label: "Continent",
    options: [
      { value: "any", label: "Any continent" },
      ...CONTINENTS.map(({ value, name }) => ({ value, label: name })),
    ],
    default: "any",
  }),
  keeps(country, choice) {
    const name = continentName(choice);
    return name === undefined || country.continent === name;
  },
};

/** What the countries of a Continent choice are called in notes ("countries in Africa"). */
export function countriesOf(choice: ContinentChoice): string {
  const name = continentName(choice);
  return name === undefined ? "countries" : `countries in ${name}`;
}

/** The countries and territories with their capital, flag and continent. */
export const loadCountries = () => import("../data/countries").then((m) => m.default);
