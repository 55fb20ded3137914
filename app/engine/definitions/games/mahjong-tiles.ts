import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";

interface Tile {
  suit: string;
  value: string;
  name: string;
  char: string;
  /** Position in the usual sorting order of a hand. */
  order: number;
}

const NUMBER_NAMES = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];

/** One of each kind of tile, with its Unicode character (Mahjong Tiles block, U+1F000–U+1F029). */
function tileKinds(): Tile[] {
  const kinds: Tile[] = [];
  const add = (suit: string, value: string, name: string, code: number) =>
    kinds.push({ suit, value, name, char: String.fromCodePoint(code), order: kinds.length });
  for (const [suit, first] of [
    ["Characters", 0x1f007],
    ["Bamboo", 0x1f010],
    ["Dots", 0x1f019],
  ] as const) {
    NUMBER_NAMES.forEach((n, i) => add(suit, String(i + 1), `${n} of ${suit}`, first + i));
  }
  ["East", "South", "West", "North"].forEach((w, i) => add("Winds", w, `${w} Wind`, 0x1f000 + i));
  ["Red", "Green", "White"].forEach((d, i) => add("Dragons", d, `${d} Dragon`, 0x1f004 + i));
  ["Plum", "Orchid", "Bamboo", "Chrysanthemum"].forEach((f, i) =>
    add("Flowers", f, `${f} (flower)`, 0x1f022 + i),
  );
  ["Spring", "Summer", "Autumn", "Winter"].forEach((s, i) =>
    add("Seasons", s, `${s} (season)`, 0x1f026 + i),
  );
  return kinds;
}

/** The full set: four of each suit, wind and dragon tile (136), plus one of each bonus tile (8). */
export function mahjongSet(bonus: boolean): Tile[] {
  return tileKinds().flatMap((tile) =>
    tile.suit === "Flowers" || tile.suit === "Seasons"
      ? bonus
        ? [tile]
        : []
      : [tile, tile, tile, tile],
  );
}

export default defineGenerator({
  id: "mahjong-tiles",
  title: "Mahjong Tiles",
  category: "games",
  iconText: "🀄",
  description:
    "Draw mahjong tiles from a shuffled 144-tile set (or 136 without flowers and seasons): a starting hand of 13 or 14, or any number, sorted like a hand.",
  keywords: ["mahjong", "mahjong tiles", "mahjong hand", "riichi", "tile draw"],
  algorithm:
    "Builds the set (four copies of each suit, wind and dragon tile, plus the eight flowers and seasons when chosen) and draws k tiles at distinct positions in random order (Random.sample, a partial Fisher–Yates shuffle), like drawing from a shuffled wall. Sorting puts the hand in suit order.",
  version: 1,
  inputs: {
    bonus: toggle({ label: "Flowers and seasons (144 tiles)", default: true }),
    sort: toggle({ label: "Sort like a hand", default: true }),
    count: count(13, { max: 144, reason: "a full mahjong set has 144 tiles" }),
  },
  check({ bonus, count }) {
    if (!bonus && count > 136) {
      return {
        field: "count",
        message: `Can't draw ${count} tiles without flowers and seasons: there are only 136. Lower How many or add them.`,
      };
    }
    return null;
  },
  generate(random, { bonus, sort, count }) {
    const hand = random.sample(mahjongSet(bonus), count);
    if (sort) hand.sort((a, b) => a.order - b.order);
    const values = hand.map((tile) => ({
      text: `${tile.char} ${tile.name}`,
      data: { suit: tile.suit, value: tile.value, name: tile.name, char: tile.char },
    }));
    return { values };
  },
});
