import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";

/** The highest number of pips on a half, by set. */
const SETS = { "6": 6, "9": 9, "12": 12, "15": 15, "18": 18 } as const;
type SetName = keyof typeof SETS;

/** The number of tiles of a double-n set: (n + 1)(n + 2) / 2. */
export const setSize = (highest: number) => ((highest + 1) * (highest + 2)) / 2;

export default defineGenerator({
  id: "domino-tiles",
  title: "Domino Tiles",
  category: "games",
  iconText: "🔳",
  description:
    "Draw domino tiles from a shuffled double-six, double-nine, double-twelve, double-fifteen or double-eighteen set, each tile once, like a hand from the boneyard.",
  keywords: ["dominoes", "domino draw", "double six", "double twelve", "domino hand"],
  algorithm:
    "Lists every tile of the set once (each pair a ≤ b of 0 to n), then draws k distinct tiles in random order (Random.sample, a partial Fisher–Yates shuffle), as from a shuffled boneyard. The hand can be sorted afterwards, highest pips first.",
  version: 1,
  inputs: {
    set: select<SetName>({
      label: "Set",
      options: [
        { value: "6", label: "Double-six (28 tiles)" },
        { value: "9", label: "Double-nine (55 tiles)" },
        { value: "12", label: "Double-twelve (91 tiles)" },
        { value: "15", label: "Double-fifteen (136 tiles)" },
        { value: "18", label: "Double-eighteen (190 tiles)" },
      ],
      default: "6",
    }),
    sort: toggle({ label: "Sort the hand", default: false }),
    count: count(7, { max: 190, reason: "the largest set, double-eighteen, has 190 tiles" }),
  },
  check({ set, count }) {
    const size = setSize(SETS[set]);
    if (count > size) {
      return {
        field: "count",
        message: `Can't draw ${count} tiles from a double-${set} set: it has only ${size}. Lower How many or choose a bigger set.`,
      };
    }
    return null;
  },
  generate(random, { set, sort, count }) {
    const highest = SETS[set];
    const tiles: (readonly [number, number])[] = [];
    for (let a = 0; a <= highest; a++) for (let b = a; b <= highest; b++) tiles.push([b, a]);
    const hand = random.sample(tiles, count);
    if (sort) hand.sort((x, y) => y[0] + y[1] - (x[0] + x[1]) || y[0] - x[0]);
    const values = hand.map(([high, low]) => ({
      text: `[${high}|${low}]`,
      data: { high, low, pips: high + low, double: high === low },
    }));
    return { values, summary: `${values.reduce((s, v) => s + v.data.pips, 0)} pips in all` };
  },
});
