// The curated packs, as data (their shape is ../packs.ts).

import type { Pack } from "../packs";

// Changing an item's inputs, order or generator changes what old permalinks of the pack show;
// add new items at the end instead (items before them keep their values).

const CLASS_LIST = [
  "Ana",
  "Ben",
  "Cy",
  "Dee",
  "Eli",
  "Fay",
  "Gus",
  "Hal",
  "Ida",
  "Jon",
  "Kai",
  "Lea",
].join("\n");

const TEAM = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"].join("\n");

/** Every pack, in the order the /packs grid shows them. */
export const PACKS: readonly Pack[] = [
  {
    id: "game-night",
    title: "Game Night",
    description: "Dice, cards, teams and a fair turn order for an evening of board and card games.",
    iconText: "🎲",
    items: [
      {
        generatorId: "dice-roller",
        inputs: { notation: "2d6", count: 1 },
        note: "The two dice most board games roll.",
      },
      {
        generatorId: "playing-cards",
        inputs: { count: 5, jokers: false, decks: 1 },
        note: "A five-card hand from a shuffled deck.",
      },
      {
        generatorId: "team-generator",
        inputs: { names: TEAM, splitBy: "teams", teams: 2 },
        note: "Two even teams for team games.",
      },
      {
        generatorId: "random-order",
        inputs: { entries: "Ana\nBen\nCy\nDee" },
        note: "Who plays first, second, third and fourth.",
      },
      {
        generatorId: "coin-flip",
        inputs: { count: 1 },
        note: "Settles a tie.",
      },
    ],
  },
  {
    id: "tabletop-rpg",
    title: "Tabletop RPG Session",
    description:
      "Initiative, ability scores, names and a few surprises for the game master of a role-playing game.",
    iconText: "🐉",
    items: [
      {
        generatorId: "dice-roller",
        inputs: { notation: "1d20", count: 4 },
        note: "Initiative for four characters: one d20 each.",
      },
      {
        generatorId: "dice-roller",
        inputs: { notation: "3d6", count: 6 },
        note: "Six ability scores, rolled 3d6 in order.",
      },
      {
        generatorId: "full-name",
        inputs: { gender: "any", count: 3 },
        note: "Names for the characters the party meets.",
      },
      {
        generatorId: "random-animal",
        inputs: { group: "any", count: 1, unique: true },
        note: "The creature of a random encounter.",
      },
      {
        generatorId: "magic-8-ball",
        inputs: { question: "Does the stranger tell the truth?" },
        note: "An oracle for when the game master can't decide.",
      },
    ],
  },
  {
    id: "classroom",
    title: "Classroom",
    description:
      "Groups, presentation order and quick picks for a class of twelve, ready to copy into a lesson.",
    iconText: "🍎",
    items: [
      {
        generatorId: "team-generator",
        inputs: { names: CLASS_LIST, splitBy: "size", size: 3 },
        note: "Groups of three for group work.",
      },
      {
        generatorId: "random-order",
        inputs: { entries: CLASS_LIST },
        note: "The order of presentations.",
      },
      {
        generatorId: "random-number",
        inputs: { min: 1, max: 12, count: 1, unique: false, order: "random" },
        note: "A student number from the register, for the next question.",
      },
      {
        generatorId: "random-letter",
        inputs: { alphabet: "english", letterCase: "upper", count: 1, unique: false },
        note: "The starting letter for a word game.",
      },
      {
        generatorId: "random-country",
        inputs: { continent: "any", count: 1, unique: true },
        note: "The country of today's geography question.",
      },
    ],
  },
  {
    id: "developer-test-data",
    title: "Developer Test Data",
    description:
      "Identifiers, names, usernames and dates to fill a test database or a fixture file.",
    iconText: "🧪",
    items: [
      {
        generatorId: "uuid-v4",
        inputs: { count: 3, uppercase: false },
        note: "Primary keys.",
      },
      {
        generatorId: "ulid",
        inputs: { count: 3 },
        note: "Sortable ids that start with the time they were made.",
      },
      {
        generatorId: "full-name",
        inputs: { gender: "any", count: 3 },
        note: "Names of test users.",
      },
      {
        generatorId: "username",
        inputs: { style: "snake", digits: true, count: 3 },
        note: "Their usernames.",
      },
      {
        generatorId: "random-date",
        inputs: {
          from: "2020-01-01",
          to: "2025-12-31",
          format: "iso",
          count: 3,
          unique: false,
          order: "ascending",
        },
        note: "Sign-up dates, earliest first.",
      },
      {
        generatorId: "nanoid",
        inputs: { length: 21, alphabet: "", count: 1 },
        note: "A short URL-safe id for a shared link.",
      },
    ],
  },
  {
    id: "writing-prompts",
    title: "Writing Prompts",
    description:
      "A character, a place, a year and three words that must appear: the start of a short story.",
    iconText: "✍️",
    items: [
      {
        generatorId: "full-name",
        inputs: { gender: "any", count: 1 },
        note: "Your main character.",
      },
      {
        generatorId: "random-capital",
        inputs: { continent: "any", count: 1, unique: true },
        note: "The city where the story takes place.",
      },
      {
        generatorId: "random-year",
        inputs: { from: 1800, to: 2100, count: 1, unique: false },
        note: "The year it happens.",
      },
      {
        generatorId: "random-animal",
        inputs: { group: "any", count: 1, unique: true },
        note: "An animal that matters to the plot.",
      },
      {
        generatorId: "random-word",
        inputs: { count: 3, unique: true, startsWith: "" },
        note: "Three words the story must use.",
      },
    ],
  },
  {
    id: "team-building",
    title: "Team Building",
    description:
      "Mixed teams, team names, a speaking order and an icebreaker question for a workshop.",
    iconText: "🤝",
    items: [
      {
        generatorId: "team-generator",
        inputs: { names: TEAM, splitBy: "teams", teams: 2 },
        note: "Mixed teams, so people meet new colleagues.",
      },
      {
        generatorId: "project-name",
        inputs: { count: 2 },
        note: "A name for each team.",
      },
      {
        generatorId: "random-order",
        inputs: { entries: TEAM },
        note: "The order of the round of introductions.",
      },
      {
        generatorId: "pick-from-list",
        inputs: {
          entries: [
            "What was your first job?",
            "Which skill would you like to learn this year?",
            "What is the best trip you have taken?",
            "What book or film would you recommend to everyone?",
            "What did you want to be as a child?",
            "Which app could you not live without?",
          ].join("\n"),
          count: 1,
          unique: true,
        },
        note: "The icebreaker question everyone answers.",
      },
    ],
  },
  {
    id: "giveaway",
    title: "Giveaway",
    description:
      "Draw winners, winning tickets and who gets which prize, with a permalink that proves the draw.",
    iconText: "🎁",
    items: [
      {
        generatorId: "pick-from-list",
        inputs: {
          entries: ["@ana", "@ben", "@cy", "@dee", "@eli", "@fay", "@gus", "@hal"].join("\n"),
          count: 3,
          unique: true,
        },
        note: "Three different winners from the entrants.",
      },
      {
        generatorId: "random-number",
        inputs: { min: 1, max: 500, count: 3, unique: true, order: "random" },
        note: "Three winning tickets out of 500.",
      },
      {
        generatorId: "shuffle-list",
        inputs: { entries: "First prize\nSecond prize\nThird prize" },
        note: "Which prize goes to which winner, in the order drawn.",
      },
      {
        generatorId: "coin-flip",
        inputs: { count: 1 },
        note: "A tie-break.",
      },
    ],
  },
  {
    id: "design-and-colour",
    title: "Design and Colour",
    description:
      "A palette, a gradient, accent colours, soft backgrounds and placeholder text for a mock-up.",
    iconText: "🎨",
    items: [
      {
        generatorId: "color-palette",
        inputs: { scheme: "analogous", size: 5, count: 1 },
        note: "A palette of neighbouring hues.",
      },
      {
        generatorId: "random-gradient",
        inputs: { stops: 3, count: 1 },
        note: "A CSS gradient for a hero section.",
      },
      {
        generatorId: "random-hex-color",
        inputs: { letterCase: "lower", count: 3 },
        note: "Accent colours to try.",
      },
      {
        generatorId: "random-hsl-color",
        inputs: {
          minSaturation: 30,
          maxSaturation: 70,
          minLightness: 85,
          maxLightness: 95,
          count: 2,
        },
        note: "Pale backgrounds.",
      },
      {
        generatorId: "lorem-ipsum-sentences",
        inputs: { count: 2, opening: true },
        note: "Placeholder text for the layout.",
      },
    ],
  },
  {
    id: "party-games",
    title: "Party Games",
    description: "Charades, forfeits, an oracle and a round of rock paper scissors for a party.",
    iconText: "🎉",
    items: [
      {
        generatorId: "random-animal",
        inputs: { group: "any", count: 3, unique: true },
        note: "Three animals to act out in charades.",
      },
      {
        generatorId: "pick-from-list",
        inputs: {
          entries: [
            "Sing a line of a song",
            "Do an impression",
            "Tell a joke",
            "Dance for ten seconds",
            "Speak in an accent until your next turn",
            "Say the alphabet backwards",
          ].join("\n"),
          count: 1,
          unique: true,
        },
        note: "The forfeit for whoever loses the round.",
      },
      {
        generatorId: "magic-8-ball",
        inputs: { question: "" },
        note: "Ask it anything.",
      },
      {
        generatorId: "rock-paper-scissors",
        inputs: { count: 2, lizardSpock: true },
        note: "Two throws, with lizard and Spock.",
      },
      {
        generatorId: "true-or-false",
        inputs: { count: 1 },
        note: "Decides whether the next story must be true or made up.",
      },
    ],
  },
  {
    id: "travel",
    title: "Travel",
    description:
      "Where to go, when to leave, a spot on the map and something to eat when you arrive.",
    iconText: "✈️",
    items: [
      {
        generatorId: "random-country",
        inputs: { continent: "europe", count: 3, unique: true },
        note: "Three European countries to choose between.",
      },
      {
        generatorId: "random-month",
        inputs: { count: 1 },
        note: "The month to travel.",
      },
      {
        generatorId: "random-weekday",
        inputs: { weekends: false, count: 1 },
        note: "The weekday to set off.",
      },
      {
        generatorId: "random-coordinates",
        inputs: { minLat: -60, maxLat: 70, minLon: -180, maxLon: 180, decimals: 4, count: 1 },
        note: "A random spot to look up on a map (it may well be at sea).",
      },
      {
        generatorId: "random-food",
        inputs: { kind: "dish", count: 1, unique: true },
        note: "A dish to try on arrival.",
      },
    ],
  },
  {
    id: "geography-quiz",
    title: "Geography Quiz",
    description:
      "Countries, capitals, US states and continents to ask about in a pub quiz or a lesson.",
    iconText: "🌍",
    items: [
      {
        generatorId: "random-country",
        inputs: { continent: "any", count: 3, unique: true },
        note: "Name the capital of each.",
      },
      {
        generatorId: "random-capital",
        inputs: { continent: "any", count: 3, unique: true },
        note: "Name the country of each.",
      },
      {
        generatorId: "us-state",
        inputs: { count: 2, unique: true },
        note: "Find them on a map of the United States.",
      },
      {
        generatorId: "random-continent",
        inputs: { count: 1, unique: true },
        note: "Name five countries on it.",
      },
    ],
  },
  {
    id: "lunch-decider",
    title: "Lunch Decider",
    description: "Where to eat, what to order, a piece of fruit and a drink, decided in one click.",
    iconText: "🥪",
    items: [
      {
        generatorId: "pick-from-list",
        inputs: {
          entries:
            "Luigi's Pizzeria\nGolden Dragon\nTaco Loco\nThe Burger Joint\nSakura Sushi\nCurry House",
          count: 1,
          unique: true,
        },
        note: "Where to go.",
      },
      {
        generatorId: "what-to-eat",
        inputs: { count: 1, unique: true },
        note: "What to order there.",
      },
      {
        generatorId: "random-fruit",
        inputs: { count: 1, unique: true },
        note: "Something healthy on the side.",
      },
      {
        generatorId: "random-food",
        inputs: { kind: "drink", count: 1, unique: true },
        note: "Something to drink.",
      },
      {
        generatorId: "yes-or-no",
        inputs: { maybe: false, count: 1 },
        note: "Dessert today?",
      },
    ],
  },
  {
    id: "writing-session",
    title: "Writing Session",
    description:
      "Everything a story needs to get going: a character, a setting, a conflict, a first line and a twist to save for later.",
    iconText: "🖋️",
    items: [
      {
        generatorId: "story-character",
        inputs: { gender: "any", count: 1 },
        note: "Your main character, with a quirk and a want.",
      },
      {
        generatorId: "story-setting",
        inputs: { kind: "any", count: 1 },
        note: "Where and when it happens.",
      },
      {
        generatorId: "story-conflict",
        inputs: { type: "any", count: 1, unique: true },
        note: "What stands in the way.",
      },
      {
        generatorId: "first-line",
        inputs: { genre: "any", count: 1, unique: true },
        note: "Your opening sentence.",
      },
      {
        generatorId: "plot-twist",
        inputs: { kind: "any", count: 1, unique: true },
        note: "A twist to use halfway through.",
      },
    ],
  },
  {
    id: "test-sign-up-and-payment",
    title: "Test Sign-Up and Payment",
    description:
      "One fake customer for a sign-up or checkout form in test mode: an address at a reserved domain, a documentation IP, an id, and the card and bank numbers made for testing.",
    iconText: "🧪",
    items: [
      {
        generatorId: "test-email-address",
        inputs: { style: "dotted", domain: "example.com", count: 1, unique: true },
        note: "An address that can never reach a real inbox.",
      },
      {
        generatorId: "ipv4-address",
        inputs: { scope: "documentation", count: 1 },
        note: "An IP address reserved for documentation.",
      },
      {
        generatorId: "uuid-v4",
        inputs: { count: 1 },
        note: "The record's id.",
      },
      {
        generatorId: "test-credit-card-number",
        inputs: { network: "Visa", count: 1 },
        note: "A published test card: for test mode only.",
      },
      {
        generatorId: "test-iban",
        inputs: { count: 1 },
        note: "A bank account number with valid check digits, for test data.",
      },
    ],
  },
  {
    id: "dnd-character",
    title: "D&D Character",
    description:
      "Everything for a new fantasy character: ability scores, a name, a backstory to start from, a first quest and what is in their pack.",
    iconText: "🧝",
    items: [
      {
        generatorId: "ability-scores",
        inputs: { method: "4d6", count: 1 },
        note: "Six ability scores, 4d6 dropping the lowest die.",
      },
      {
        generatorId: "fantasy-name",
        inputs: { race: "any", gender: "any", family: true, count: 5, unique: true },
        note: "Five names to choose the character's from.",
      },
      {
        generatorId: "npc-generator",
        inputs: { race: "any", gender: "any", count: 1 },
        note: "A personality and a motive to build the backstory on.",
      },
      {
        generatorId: "quest-hook",
        inputs: { twist: true, reward: true, count: 1, unique: true },
        note: "What gets the character on the road.",
      },
      {
        generatorId: "treasure-loot",
        inputs: { rarity: "common", count: 3 },
        note: "Three curios in the starting pack.",
      },
      {
        generatorId: "magic-item-name",
        inputs: { kind: "weapon", count: 1, unique: true },
        note: "A name for the heirloom weapon.",
      },
    ],
  },
  {
    id: "party-night",
    title: "Party Night",
    description:
      "Icebreakers, truth or dare, would you rather and a game to play next, all family-safe.",
    iconText: "🥳",
    items: [
      {
        generatorId: "icebreaker-questions",
        inputs: { setting: "party", count: 3, unique: true },
        note: "Three questions to get guests talking.",
      },
      {
        generatorId: "truth-or-dare",
        inputs: { kind: "either", audience: "family", count: 5, unique: true },
        note: "A round of truth or dare for all ages.",
      },
      {
        generatorId: "would-you-rather",
        inputs: { theme: "silly", count: 5, unique: true },
        note: "Silly dilemmas to argue about.",
      },
      {
        generatorId: "party-game-picker",
        inputs: { players: 8, setting: "indoor", count: 3, unique: true },
        note: "What to play next.",
      },
      {
        generatorId: "karaoke-theme",
        inputs: { count: 3, unique: true },
        note: "Themes for the karaoke rounds.",
      },
    ],
  },
  {
    id: "word-games-night",
    title: "Word Games Night",
    description:
      "Words to draw, act out, unscramble and say fast: an evening of word games for family and friends.",
    iconText: "🔤",
    items: [
      {
        generatorId: "pictionary-words",
        inputs: { difficulty: "medium", count: 10, unique: true },
        note: "Ten things to draw for Pictionary.",
      },
      {
        generatorId: "charades-ideas",
        inputs: { choice: "any-medium", count: 10, unique: true },
        note: "Ten ideas to act out.",
      },
      {
        generatorId: "word-scramble",
        inputs: { difficulty: "easy", count: 10, unique: true },
        note: "Ten words to unscramble, answers included.",
      },
      {
        generatorId: "tongue-twister",
        inputs: { sound: "any", length: "medium", count: 3 },
        note: "Three tongue twisters to say three times fast.",
      },
      {
        generatorId: "rhyming-words",
        inputs: { syllables: "1", count: 3, unique: true },
        note: "Rhyme families for a rhyming round.",
      },
    ],
  },
  {
    id: "classroom-kit",
    title: "Classroom Kit",
    description:
      "Random groups, partners, a speaking order and an icebreaker for a class of twelve.",
    iconText: "🏫",
    items: [
      {
        generatorId: "icebreaker-questions",
        inputs: { setting: "class", count: 1, unique: true },
        note: "A question to start the lesson.",
      },
      {
        generatorId: "random-pairs",
        inputs: { names: CLASS_LIST, odd: "trio" },
        note: "Partners for pair work.",
      },
      {
        generatorId: "mixer-groups",
        inputs: { names: CLASS_LIST, size: 4, rounds: 3 },
        note: "Groups of four, new faces each round.",
      },
      {
        generatorId: "speaking-order",
        inputs: { names: CLASS_LIST, start: "09:00", minutes: 3, changeover: 0.5 },
        note: "Who presents when.",
      },
      {
        generatorId: "seating-chart",
        inputs: { names: CLASS_LIST, tables: 3, seats: 4, fill: "spread" },
        note: "Where everyone sits today.",
      },
    ],
  },
  {
    id: "maths-practice",
    title: "Maths Practice",
    description:
      "A worksheet in one click: mixed sums, times tables, fractions, percentages and an equation to solve, answers hidden until you show them.",
    iconText: "✏️",
    items: [
      {
        generatorId: "arithmetic-practice",
        inputs: {
          operations: "all",
          difficulty: "medium",
          negatives: false,
          answers: false,
          count: 10,
        },
        note: "Ten mixed sums.",
      },
      {
        generatorId: "times-table-practice",
        inputs: { from: 2, to: 12, upTo: 12, ask: "both", answers: false, count: 10, unique: true },
        note: "Ten times-table facts, some as divisions.",
      },
      {
        generatorId: "fraction-arithmetic",
        inputs: {
          operations: "add",
          maxDenominator: 10,
          sameDenominator: false,
          answers: false,
          count: 5,
        },
        note: "Five fraction additions.",
      },
      {
        generatorId: "percentage-problems",
        inputs: { kind: "any", level: "easy", answers: false, count: 5 },
        note: "Five percentage questions.",
      },
      {
        generatorId: "linear-equation",
        inputs: {
          form: "two-step",
          range: 10,
          negatives: false,
          variable: "x",
          answers: false,
          count: 3,
        },
        note: "Three equations to solve for x.",
      },
    ],
  },
  {
    id: "geography-quiz-night",
    title: "Geography Quiz Night",
    description:
      "A ready-made geography round: capitals, flags, higher-or-lower cities and a few wild cards from the map.",
    iconText: "🗺️",
    items: [
      {
        generatorId: "capital-quiz",
        inputs: { continent: "any", choices: "4", showAnswer: true, count: 10, unique: true },
        note: "Ten capitals, multiple choice.",
      },
      {
        generatorId: "flag-quiz",
        inputs: { continent: "any", choices: "4", showAnswer: true, count: 10, unique: true },
        note: "Ten flags to name.",
      },
      {
        generatorId: "bigger-city-quiz",
        inputs: { continent: "any", showAnswer: true, count: 5, unique: true },
        note: "Higher or lower: which city has more people?",
      },
      {
        generatorId: "random-city",
        inputs: {
          continent: "any",
          minPopulation: "1000000",
          weighting: "population",
          count: 3,
          unique: true,
        },
        note: "Three big cities for a 'which country?' tie-break.",
      },
      {
        generatorId: "random-river",
        inputs: { continent: "any", count: 3, unique: true },
        note: "Rivers to place on the map.",
      },
    ],
  },
  {
    id: "nature-explorer",
    title: "Nature Explorer",
    description:
      "Something to look for outdoors and something to look up tonight: a tree, a bird, a flower, a cloud and a constellation.",
    iconText: "🔭",
    items: [
      {
        generatorId: "random-tree",
        inputs: { kind: "any", count: 1, unique: true },
        note: "A tree to find or learn about.",
      },
      {
        generatorId: "bird-by-region",
        inputs: { count: 1, unique: true },
        note: "A bird to spot or look up.",
      },
      {
        generatorId: "random-flower",
        inputs: { count: 1, unique: true },
        note: "A flower to identify.",
      },
      {
        generatorId: "cloud-type",
        inputs: { level: "any", count: 1, unique: true },
        note: "A cloud to watch for.",
      },
      {
        generatorId: "random-constellation",
        inputs: { count: 1, unique: true },
        note: "A constellation to find after dark.",
      },
    ],
  },
  {
    id: "character-cast",
    title: "Character Cast",
    description:
      "A cast for a story, a game or a role-play night: a hero, a villain, names from anywhere in the world, and the pet that steals every scene.",
    iconText: "🎭",
    items: [
      {
        generatorId: "name-by-country",
        inputs: { locale: "en", gender: "any", part: "full", count: 3, unique: true },
        note: "The main characters.",
      },
      {
        generatorId: "superhero-name",
        inputs: { side: "hero", count: 1, unique: true },
        note: "Their secret identity.",
      },
      {
        generatorId: "superhero-name",
        inputs: { side: "villain", count: 1, unique: true },
        note: "The one they are up against.",
      },
      {
        generatorId: "name-by-country",
        inputs: { locale: "it", gender: "any", part: "full", count: 1, unique: true },
        note: "A stranger from abroad.",
      },
      {
        generatorId: "pet-name",
        inputs: { pet: "any", count: 1, unique: true },
        note: "The pet.",
      },
      {
        generatorId: "personality-trait",
        inputs: { tone: "any", count: 3, unique: true },
        note: "What the main characters are like, one trait each.",
      },
    ],
  },
];
