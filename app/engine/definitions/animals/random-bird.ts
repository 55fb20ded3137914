import { defineGenerator, type GeneratedValue, type Generation } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { drawEntries, drawEntriesAlgorithm } from "../../core/list-generator";
import type { Random } from "../../core/random";
import { capitalize } from "../../shared/format";

type Input = { count: number; unique: boolean };

/** `count` entries of `list` as values, drawn as every list generator draws. */
function drawBirds<E>(
  random: Random,
  { count, unique }: Input,
  list: readonly E[],
  value: (entry: E) => GeneratedValue,
): Generation {
  const { picked, notes } = drawEntries(random, list, count, unique, "birds");
  return { values: picked.map(value), notes };
}

export default defineGenerator({
  id: "random-bird",
  title: "Random Bird",
  category: "animals",
  iconText: "🐦",
  description:
    "Birds picked at random from a list of well-known species, from garden birds to birds of prey.",
  keywords: ["bird picker", "birdwatching", "bird species", "birding"],
  algorithm: drawEntriesAlgorithm("the site's bird list of about 320 species"),
  // Version 2 draws from the site's one bird list (data/bird-species.ts), of species with
  // their scientific names; version 1 drew from the kinds of bird of the animal list.
  version: 2,
  inputs: { count: count(1), unique: toggle({ label: "No repeats", default: true }) },
  load: async () => ({
    species: (await import("../../data/bird-species")).default,
    animals: (await import("../../data/animals")).default,
  }),
  generate: (random, input, { species }) =>
    drawBirds(random, input, species, ({ name, scientificName, region, size }) => ({
      text: name,
      data: { name, scientificName, region, size },
    })),
  legacy: {
    1: (random, input, { animals }) =>
      drawBirds(
        random,
        input,
        animals.filter((a) => a.group === "bird"),
        (a) => ({ text: capitalize(a.name), data: { name: a.name, group: a.group } }),
      ),
  },
});
