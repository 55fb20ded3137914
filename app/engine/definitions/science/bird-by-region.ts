import { select } from "../../core/fields";
import type { BirdRegion, BirdSpecies } from "../../data/bird-species";
import { defineListGenerator } from "../../core/list-generator";

const REGIONS: readonly { value: BirdRegion; label: string; where: string }[] = [
  { value: "europe", label: "Europe", where: "of Europe" },
  { value: "asia", label: "Asia", where: "of Asia" },
  { value: "africa", label: "Africa", where: "of Africa" },
  { value: "north-america", label: "North and Central America", where: "of North America" },
  { value: "south-america", label: "South America", where: "of South America" },
  { value: "oceania", label: "Australia, New Zealand and the Pacific", where: "of Oceania" },
  { value: "oceans", label: "Seabirds and polar birds", where: "of the oceans and poles" },
];

const SIZES: readonly { value: BirdSpecies["size"]; label: string }[] = [
  { value: "small", label: "Small (under about 20 cm)" },
  { value: "medium", label: "Medium (about 20–50 cm)" },
  { value: "large", label: "Large (over about 50 cm)" },
];

export default defineListGenerator({
  id: "bird-by-region",
  title: "Bird by Region",
  category: "science",
  iconText: "🦜",
  description:
    "Bird species from the region and size you choose, from European garden birds to Amazon macaws and Antarctic penguins, with scientific names.",
  keywords: ["bird species", "birdwatching", "ornithology", "bird quiz", "birds of the world"],
  entries: () => import("../../data/bird-species").then((m) => m.default),
  pool: "the site's bird list of about 320 species, narrowed to the chosen region and size",
  // Version 2 reads the one bird list after the animal list's birds were merged into it (at its
  // end); version 1 read the 305 species it held before.
  version: 2,
  legacy: { 1: (birds) => birds.slice(0, 305) },
  filters: [
    {
      name: "region",
      field: select({
        label: "Region",
        options: [
          { value: "any", label: "Anywhere in the world" },
          ...REGIONS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (bird, choice) => choice === "any" || bird.region === choice,
    },
    {
      name: "size",
      field: select({
        label: "Size",
        options: [{ value: "any", label: "Any size" }, ...SIZES],
        default: "any",
      }),
      keeps: (bird, choice) => choice === "any" || bird.size === choice,
    },
  ],
  plural: (region, size) => {
    const sized = size === "any" ? "birds" : `${size} birds`;
    const where = REGIONS.find((r) => r.value === region)?.where;
    return where ? `${sized} ${where}` : sized;
  },
  value: (b) => ({
    text: `${b.name} (${b.scientificName})`,
    data: { name: b.name, scientificName: b.scientificName, region: b.region, size: b.size },
  }),
});
