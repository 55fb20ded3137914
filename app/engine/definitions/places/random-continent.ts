import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { CONTINENTS } from "../../shared/countries";

export default defineGenerator({
  id: "random-continent",
  title: "Random Continent",
  category: "places",
  iconText: "🗺️",
  description: "One of the seven continents, from Africa to South America, picked at random.",
  keywords: ["continent picker", "geography", "world", "seven continents"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from the seven continents; with No repeats, k distinct picks (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ count, unique }) {
    if (unique && count > CONTINENTS.length) {
      return {
        field: "count",
        message: `Can't pick ${count} different continents: there are only ${CONTINENTS.length}. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { count, unique }) {
    const picked = unique
      ? random.sample(CONTINENTS, count)
      : Array.from({ length: count }, () => random.pick(CONTINENTS));
    return { values: picked.map(({ name }) => ({ text: name, data: { continent: name } })) };
  },
});
