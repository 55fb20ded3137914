/** The categories generators are grouped by, in menu order. */
export const CATEGORIES = [
  {
    id: "numbers",
    title: "Numbers",
    iconText: "🔢",
    description: "Integers, decimals, dice, coins, lottery draws and primes.",
  },
  {
    id: "identifiers",
    title: "Identifiers",
    iconText: "🆔",
    description: "UUIDs, ULIDs, short ids and hex strings for developers.",
  },
  {
    id: "security",
    title: "Passwords & Security",
    iconText: "🔐",
    description: "Passwords, passphrases and PINs, with their strength in bits.",
  },
  {
    id: "text",
    title: "Text",
    iconText: "🔤",
    description: "Letters, random strings, words and lorem ipsum.",
  },
  {
    id: "colors",
    title: "Colours",
    iconText: "🎨",
    description: "Colours in hex, RGB and HSL, and whole palettes.",
  },
  {
    id: "dates-times",
    title: "Dates & Times",
    iconText: "📅",
    description: "Dates in a range, times of day, weekdays, months and years.",
  },
  {
    id: "decisions",
    title: "Decisions",
    iconText: "🤔",
    description: "Yes or no, pick from a list, shuffle, teams and turn order.",
  },
  {
    id: "games",
    title: "Games",
    iconText: "🎲",
    description: "Cards, rock-paper-scissors, the magic 8-ball and bingo.",
  },
  {
    id: "names",
    title: "Names",
    iconText: "🏷️",
    description: "First names, surnames, full names and usernames.",
  },
  {
    id: "places",
    title: "Places",
    iconText: "🌍",
    description: "Countries, capitals, US states and map coordinates.",
  },
  {
    id: "animals",
    title: "Animals",
    iconText: "🐾",
    description: "Animals of every kind, from mammals to insects.",
  },
  {
    id: "food",
    title: "Food",
    iconText: "🍽️",
    description: "Dishes, fruit, snacks and what to cook tonight.",
  },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];
export type Category = (typeof CATEGORIES)[number];

/** The category with this id, if any (ids are also the /categories/{id} slugs). */
export function getCategory(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
