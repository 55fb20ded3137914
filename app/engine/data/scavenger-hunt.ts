/**
 * Things to find in a scavenger hunt, indoors (in a home or classroom) or outdoors (a garden,
 * park or walk). Safe to look for; nothing to pick that should be left alone.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
export type HuntPlace = "indoors" | "outdoors";

export interface HuntItem {
  text: string;
  place: HuntPlace;
}

const indoors = [
  "Something red",
  "Something soft",
  "Something that starts with B",
  "A spoon",
  "A book with a blue cover",
  "Something round",
  "A sock",
  "Something that makes a noise",
  "A photo of someone smiling",
  "A key",
  "Something smaller than your thumb",
  "A pencil",
  "Something square",
  "A toy animal",
  "Something shiny",
  "A button",
  "Something that smells nice",
  "A hat",
  "Something with stripes",
  "Something with a number on it",
  "A cup",
  "Something yellow",
  "A leaf-shaped thing",
  "A hairbrush",
  "Something with wheels",
  "A birthday card",
  "Something made of wood",
  "Something heavy you can still lift",
  "A coin",
  "A paper clip",
  "Something fluffy",
  "A torch",
  "Something green",
  "A puzzle piece",
  "Something with a zip",
  "A recipe",
  "A map",
  "Something that opens and closes",
  "Something older than you",
  "Something that bounces",
];
const outdoors = [
  "A feather",
  "A smooth stone",
  "A Y-shaped stick",
  "A leaf bigger than your hand",
  "Something yellow in nature",
  "A pine cone",
  "A flower (look, don't pick)",
  "A snail shell",
  "A cloud shaped like an animal",
  "Something that flies",
  "A puddle",
  "A spider's web",
  "A bird singing",
  "Moss",
  "A seed",
  "A tree with rough bark",
  "A red leaf",
  "Something that smells sweet",
  "A rock with a line on it",
  "An acorn or a nut",
  "A bench",
  "A sign with a number",
  "A footprint",
  "A dog on a walk",
  "Something round in nature",
  "A heart-shaped leaf",
  "A hole in a tree",
  "A butterfly or moth",
  "A blade of grass taller than your hand",
  "Three different leaves",
  "A daisy",
  "A stick longer than your arm",
  "A bug on a leaf",
  "Something wet",
  "Something fuzzy on a plant",
  "A shadow shaped like a letter",
  "A bird's nest (look, don't touch)",
  "Something blue in the sky",
  "A berry (look, don't eat)",
  "A gate or fence",
];

const items: readonly HuntItem[] = [
  ...indoors.map((text) => ({ text, place: "indoors" as const })),
  ...outdoors.map((text) => ({ text, place: "outdoors" as const })),
];

export default items;
