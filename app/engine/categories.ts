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
  {
    id: "words",
    title: "Words & Language",
    iconText: "📚",
    description: "Nouns, verbs, adjectives, sentences, questions and words for word games.",
  },
  {
    id: "writing",
    title: "Writing & Creativity",
    iconText: "✒️",
    description: "Writing prompts, story starters, plot twists, characters and drawing ideas.",
  },
  {
    id: "entertainment",
    title: "Movies, Books & TV",
    iconText: "🎬",
    description: "Genres, premises and picks for what to watch or read next.",
  },
  {
    id: "party",
    title: "Party & Icebreakers",
    iconText: "🥳",
    description: "Truth or dare, would you rather, icebreakers and party games, family-safe.",
  },
  {
    id: "groups",
    title: "Lists & Groups",
    iconText: "👥",
    description: "Secret Santa, pairings, schedules, brackets and seating charts.",
  },
  {
    id: "rpg",
    title: "Role-Playing & Tabletop",
    iconText: "🐉",
    description: "Ability scores, fantasy names, NPCs, taverns, loot and dungeon rooms.",
  },
  {
    id: "maths",
    title: "Maths & Learning",
    iconText: "➗",
    description: "Fractions, Roman numerals, distributions, matrices and practice sums.",
  },
  {
    id: "science",
    title: "Science & Nature",
    iconText: "🔬",
    description: "Elements, planets, constellations, plants and animal breeds.",
  },
  {
    id: "geography",
    title: "Geography",
    iconText: "🧭",
    description: "Cities, flags, time zones, languages, currencies, landmarks and rivers.",
  },
  {
    id: "developer",
    title: "Developer & Test Data",
    iconText: "💻",
    description: "IP addresses, HTTP codes, MIME types, test card numbers, JSON and more.",
  },
  {
    id: "people",
    title: "People & Characters",
    iconText: "🧑",
    description: "Names from around the world, pet and band names, job titles and nicknames.",
  },
  {
    id: "home-life",
    title: "Home & Life",
    iconText: "🏡",
    description: "Chores, date nights, workouts, gift ideas and places to travel.",
  },
  {
    id: "emoji",
    title: "Emoji & Symbols",
    iconText: "😀",
    description: "Emoji by group, kaomoji, Unicode characters, arrows and maths symbols.",
  },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];
export type Category = (typeof CATEGORIES)[number];

/** The category with this id, if any (ids are also the /categories/{id} slugs). */
export function getCategory(id: string): Category | undefined {
  return CATEGORIES.find((category) => category.id === id);
}
