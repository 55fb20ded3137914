import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Continent } from "../../data/countries";
import { CONTINENTS, loadCountries } from "../../shared/countries";

type ContinentChoice = "any" | Exclude<(typeof CONTINENTS)[number]["value"], "antarctica">;

/** Places the countries list leaves out (no capital of their own) but that have big cities. */
const NOT_IN_COUNTRIES: Record<string, { name: string; continent: Continent }> = {
  HK: { name: "Hong Kong", continent: "Asia" },
  MO: { name: "Macao", continent: "Asia" },
};

export default defineGenerator({
  id: "bigger-city-quiz",
  title: "Which City Is Bigger? Quiz",
  category: "geography",
  iconText: "⚖️",
  description:
    "Higher-or-lower questions: which of two cities has more people? Cities of a million or more (GeoNames figures), worldwide or on one continent, with the answer and both populations.",
  keywords: [
    "higher or lower",
    "city population quiz",
    "geography quiz",
    "which is bigger",
    "trivia",
  ],
  algorithm:
    "Each question draws two different cities of a million people or more from the chosen continent (Random.sample, so every pair is equally likely and the order is random), redrawing pairs of equal population. With No repeats, a pair already asked is drawn again.",
  version: 1,
  inputs: {
    continent: select<ContinentChoice>({
      label: "Continent",
      options: [
        { value: "any", label: "Anywhere" },
        ...CONTINENTS.filter((c) => c.value !== "antarctica").map(({ value, name }) => ({
          value: value as Exclude<ContinentChoice, "any">,
          label: name,
        })),
      ],
      default: "any",
    }),
    showAnswer: toggle({ label: "Show the answer", default: true }),
    count: count(10, { max: 50, reason: "a quiz of 50 questions is plenty" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => Promise.all([import("../../data/cities").then((m) => m.default), loadCountries()]),
  generate(random, input, [cities, countries]) {
    const continentName = CONTINENTS.find((c) => c.value === input.continent)?.name;
    const countryOf = new Map<string, { name: string; continent: Continent }>(
      countries.map((c) => [c.code, c]),
    );
    for (const [code, place] of Object.entries(NOT_IN_COUNTRIES)) countryOf.set(code, place);
    // Oceania has the fewest such cities (5), which still makes 10 pairs: enough for the cap
    // of 50 questions only with repeats, so No repeats stops at the number of pairs.
    const pool = cities.filter(
      (c) =>
        c[2] >= 1_000_000 &&
        (continentName === undefined || countryOf.get(c[1])?.continent === continentName),
    );
    const pairs = (pool.length * (pool.length - 1)) / 2;
    const notes: string[] = [];
    let n = input.count;
    if (input.unique && n > pairs) {
      notes.push(`Only ${pairs} pairs of cities can be made here, so you get all ${pairs}.`);
      n = pairs;
    }
    const asked = new Set<string>();
    const values = [];
    while (values.length < n) {
      const [a, b] = random.sample(pool, 2) as [(typeof pool)[number], (typeof pool)[number]];
      if (a[2] === b[2]) continue;
      const key = [a, b]
        .map((c) => `${c[0]}|${c[1]}`)
        .sort()
        .join("/");
      if (input.unique && asked.has(key)) continue;
      asked.add(key);
      const label = (c: typeof a) => `${c[0]} (${countryOf.get(c[1])?.name ?? c[1]})`;
      const [bigger, smaller] = a[2] > b[2] ? [a, b] : [b, a];
      const question = `Which has more people: ${label(a)} or ${label(b)}?`;
      const answer = `${label(bigger)}, ${bigger[2].toLocaleString("en-US")} people to ${smaller[2].toLocaleString("en-US")}`;
      values.push({
        text: input.showAnswer ? `${question} — Answer: ${answer}` : question,
        data: {
          question,
          answer: bigger[0],
          first: a[0],
          firstPopulation: a[2],
          second: b[0],
          secondPopulation: b[2],
        },
      });
    }
    return { values, notes };
  },
});
