import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { TavernNameParts } from "../../data/tavern-name-parts";
import { drawValues, fillTemplate } from "../../shared/templates";

/** The shapes a tavern name takes, by the Style choice. */
export const TAVERN_TEMPLATES = {
  adjective: "The {adjective} {noun}",
  pair: "The {noun} and {noun}",
  rest: "The {noun}'s {rest}",
  house: "The {adjective} {noun} {kind}",
} as const;

type Style = keyof typeof TAVERN_TEMPLATES;

/**
 * The most different names a run gives in the Noun's Rest style, the smallest: comfortably below
 * its nouns × rests (the test checks), so redrawing repeats stays quick. The other styles hold
 * over 20,000.
 */
export const MOST_REST_NAMES = 5_000;

/** The word tables the templates name, from the loaded lists. */
export const tavernTables = (parts: TavernNameParts) => ({
  adjective: parts.adjectives,
  noun: parts.nouns,
  rest: parts.rests,
  kind: parts.kinds,
});
const STYLES = Object.keys(TAVERN_TEMPLATES) as Style[];

export default defineGenerator({
  id: "tavern-name",
  title: "Tavern Name",
  category: "rpg",
  iconText: "🍺",
  description:
    "Names for the inns and taverns of a fantasy world, like the Gilded Otter, the Lantern and Hare or the Wren's Rest, from hundreds of signboard words.",
  keywords: ["tavern name generator", "inn names", "fantasy tavern", "pub name", "dnd tavern"],
  algorithm:
    "Picks a shape (Random.pick among the four when the style is Any) and fills each of its slots with a word picked uniformly from its list (Random.pick); a list used twice gives two different words (Random.sample). With No repeats, a name already given is drawn again.",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "any", label: "Any" },
        { value: "adjective", label: "The Adjective Noun (the Gilded Otter)" },
        { value: "pair", label: "The Noun and Noun (the Lantern and Hare)" },
        { value: "rest", label: "The Noun's Rest (the Wren's Rest)" },
        { value: "house", label: "With Inn or Tavern (the Merry Fox Inn)" },
      ],
      default: "any",
    }),
    count: count(10),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ style, count, unique }) {
    if (unique && style === "rest" && count > MOST_REST_NAMES) {
      return {
        field: "count",
        message: `Can't give ${count.toLocaleString("en-US")} different names in the Noun's Rest style: there are only about ${MOST_REST_NAMES.toLocaleString("en-US")}. Choose another style, lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  load: () => import("../../data/tavern-name-parts").then((m) => tavernTables(m.default)),
  generate(random, { style, count, unique }, tables) {
    const values = drawValues(count, unique, () => {
      const shape = style === "any" ? random.pick(STYLES) : style;
      const name = fillTemplate(random, TAVERN_TEMPLATES[shape], tables);
      return { text: name, data: { name, style: shape } };
    });
    return { values };
  },
});
