import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawNames, nameValue, type Template } from "../../shared/combinations";
import type wordLists from "../../data/team-name-words";

type Words = typeof wordLists;
type Style = "any" | "adjective" | "place";

const initial = (word: string) => word.charAt(0).toUpperCase();

/**
 * The templates of a style; with alliteration, one template per initial letter, each pairing
 * only the words that start with it, so every alliterative name stays equally likely.
 */
function templates(words: Words, style: Style, alliterate: boolean): Template[] {
  const firsts: { style: string; list: readonly string[] }[] = [];
  if (style !== "place") firsts.push({ style: "Adjective Mascots", list: words.adjectives });
  if (style !== "adjective") firsts.push({ style: "Home Town Mascots", list: words.places });
  const render = ([a, b]: readonly string[]) => `${a} ${b}`;
  if (!alliterate)
    return firsts.map(({ style, list }) => ({ style, lists: [list, words.mascots], render }));
  const letters = [...new Set(words.mascots.map(initial))];
  return firsts.flatMap(({ style, list }) =>
    letters.map((letter) => ({
      style,
      lists: [
        list.filter((w) => initial(w) === letter),
        words.mascots.filter((m) => initial(m) === letter),
      ],
      render,
    })),
  );
}

export default defineGenerator({
  id: "team-name",
  title: "Team Name Generator",
  category: "people",
  iconText: "🏆",
  description:
    "Sports-style team names like Crimson Foxes or Harbor City Hawks, for leagues, quiz nights and class groups, optionally alliterative (Thunder Tigers). The home towns are made up.",
  keywords: [
    "team name generator",
    "sports team names",
    "fantasy league name",
    "quiz team name",
    "alliterative team names",
  ],
  algorithm:
    "Every name the chosen style can make is equally likely: a uniform index (Random.int) into all pairs of a first word (colour, quality or made-up town) and a mascot, restricted to pairs with the same initial when Alliterative is on; with No repeats, distinct indices (Random.distinctInts).",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "any", label: "Any" },
        { value: "adjective", label: "Colour or quality + mascot" },
        { value: "place", label: "Home town + mascot" },
      ],
      default: "any",
    }),
    alliterate: toggle({ label: "Alliterative (same first letter)", default: false }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/team-name-words").then((m) => m.default),
  generate(random, { style, alliterate, count, unique }, words) {
    const { names, notes } = drawNames(
      random,
      templates(words, style, alliterate),
      count,
      unique,
      "team names",
    );
    return { values: names.map(nameValue), notes };
  },
});
