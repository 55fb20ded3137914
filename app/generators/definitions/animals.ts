import { count, select, toggle } from "../core/fields";
import { defineGenerator, type Generation } from "../core/engine";
import type { Random } from "../core/random";
import type { Animal, AnimalGroup } from "../data/animals";
import { capitalize, drawEntries, drawEntriesAlgorithm } from "./shared";

const GROUP_PLURALS: Record<AnimalGroup | "any", string> = {
  any: "animals",
  mammal: "mammals",
  bird: "birds",
  reptile: "reptiles",
  amphibian: "amphibians",
  fish: "fish",
  insect: "insects",
  other: "other invertebrates",
};

const loadAnimals = () => import("../data/animals").then((m) => m.default);

/** Animals of one group (or all), with repeats or not; the text is the name, capitalised. */
function drawAnimals(
  random: Random,
  animals: readonly Animal[],
  group: AnimalGroup | "any",
  count: number,
  unique: boolean,
): Generation {
  const pool = group === "any" ? animals : animals.filter((a) => a.group === group);
  const { picked, notes } = drawEntries(random, pool, count, unique, GROUP_PLURALS[group]);
  return {
    values: picked.map((a) => ({
      text: capitalize(a.name),
      data: { name: a.name, group: a.group },
    })),
    notes,
  };
}

const randomAnimal = defineGenerator({
  id: "random-animal",
  title: "Random Animal",
  category: "animals",
  iconText: "🐾",
  description:
    "Animals picked at random from hundreds of mammals, birds, reptiles, amphibians, fish, insects and more.",
  keywords: ["animal picker", "wildlife", "zoo", "pictionary", "creature"],
  algorithm: drawEntriesAlgorithm("the animals of the chosen kind"),
  version: 1,
  inputs: {
    group: select({
      label: "Kind of animal",
      options: [
        { value: "any", label: "Any animal" },
        { value: "mammal", label: "Mammals" },
        { value: "bird", label: "Birds" },
        { value: "reptile", label: "Reptiles" },
        { value: "amphibian", label: "Amphibians" },
        { value: "fish", label: "Fish" },
        { value: "insect", label: "Insects" },
        { value: "other", label: "Other invertebrates (spiders, crabs, snails…)" },
      ],
      default: "any",
    }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadAnimals,
  generate(random, { group, count, unique }, animals) {
    return drawAnimals(random, animals, group, count, unique);
  },
});

const randomBird = defineGenerator({
  id: "random-bird",
  title: "Random Bird",
  category: "animals",
  iconText: "🐦",
  description:
    "Birds picked at random from a list of well-known species, from garden birds to birds of prey.",
  keywords: ["bird picker", "birdwatching", "bird species", "birding"],
  algorithm: drawEntriesAlgorithm("the birds of the animal list"),
  version: 1,
  inputs: {
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadAnimals,
  generate(random, { count, unique }, animals) {
    return drawAnimals(random, animals, "bird", count, unique);
  },
});

export default [randomAnimal, randomBird];
