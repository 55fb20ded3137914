import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Terrain } from "../../data/encounter-parts";

const TERRAINS: readonly Terrain[] = [
  "forest",
  "hills",
  "road",
  "swamp",
  "desert",
  "coast",
  "caves",
  "city",
];

/** The classic 2d6 reaction roll: what the other side thinks of the party at first. */
export function reaction(total: number): string {
  if (total <= 2) return "hostile, attacks at once";
  if (total <= 5) return "unfriendly, may attack";
  if (total <= 8) return "uncertain, waits to see";
  if (total <= 11) return "indifferent, goes its own way";
  return "friendly, helpful";
}

const TIMES = [
  "at dawn",
  "in the morning",
  "at noon",
  "in the afternoon",
  "at dusk",
  "at night",
] as const;

export default defineGenerator({
  id: "random-encounter",
  title: "Random Encounter",
  category: "rpg",
  iconText: "⚔️",
  description:
    "Wandering encounters by terrain (forest, hills, road, swamp, desert, coast, caves, city): who turns up, how many, when, and how they react on a 2d6 roll.",
  keywords: [
    "random encounter",
    "encounter table",
    "wandering monsters",
    "dnd encounter",
    "hexcrawl",
  ],
  algorithm:
    "Picks the terrain (Random.pick when Any), then an encounter of that terrain and a time of day uniformly (Random.pick); the number appearing is uniform from 1 to the encounter's most (Random.int), and the reaction is the sum of two six-sided dice (Random.int twice) read on the classic reaction table.",
  version: 1,
  inputs: {
    terrain: select<"any" | Terrain>({
      label: "Terrain",
      options: [
        { value: "any", label: "Any" },
        ...TERRAINS.map((value) => ({
          value,
          label: value.charAt(0).toUpperCase() + value.slice(1),
        })),
      ],
      default: "forest",
    }),
    count: count(6),
  },
  load: () => import("../../data/encounter-parts").then((m) => m.default),
  generate(random, { terrain, count }, table) {
    const values = Array.from({ length: count }, () => {
      const where = terrain === "any" ? random.pick(TERRAINS) : terrain;
      const [singular, plural, most] = random.pick(table[where]);
      const number = random.int(1, most);
      const time = random.pick(TIMES);
      const roll = random.int(1, 6) + random.int(1, 6);
      const who =
        number === 1
          ? `${/^[aeiou]/i.test(singular) ? "An" : "A"} ${singular}`
          : `${number} ${plural}`;
      const attitude = reaction(roll);
      return {
        text: `${who} ${time} (${where}); reaction ${roll}: ${attitude}`,
        data: {
          terrain: where,
          encounter: singular,
          number,
          time,
          reactionRoll: roll,
          reaction: attitude,
        },
      };
    });
    return { values };
  },
});
