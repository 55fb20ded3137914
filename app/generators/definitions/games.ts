import { count, integer, select, text, toggle } from "../core/fields";
import { defineGenerator, type GeneratedValue } from "../core/engine";
import { capitalize, plural } from "./shared";

// ---------------------------------------------------------------------------
// Playing cards
// ---------------------------------------------------------------------------

const SUITS = [
  { name: "spades", symbol: "♠", colour: "black" },
  { name: "hearts", symbol: "♥", colour: "red" },
  { name: "diamonds", symbol: "♦", colour: "red" },
  { name: "clubs", symbol: "♣", colour: "black" },
] as const;

const RANKS = [
  { short: "A", name: "Ace" },
  { short: "2", name: "Two" },
  { short: "3", name: "Three" },
  { short: "4", name: "Four" },
  { short: "5", name: "Five" },
  { short: "6", name: "Six" },
  { short: "7", name: "Seven" },
  { short: "8", name: "Eight" },
  { short: "9", name: "Nine" },
  { short: "10", name: "Ten" },
  { short: "J", name: "Jack" },
  { short: "Q", name: "Queen" },
  { short: "K", name: "King" },
] as const;

const MAX_DECKS = 8;
const JOKERS_PER_DECK = 2;
const CARDS_PER_DECK = SUITS.length * RANKS.length; // 52
/** The most cards one run can deal: every deck, jokers included, each card once. */
const MAX_CARDS = MAX_DECKS * (CARDS_PER_DECK + JOKERS_PER_DECK);

/**
 * The cards of `decks` standard decks in a fixed order (deck by deck: spades, hearts, diamonds,
 * clubs, each Ace to King, then the red and the black joker). The order is part of the
 * permalink contract: `sample` picks positions in this array.
 */
function buildDeck(decks: number, jokers: boolean): GeneratedValue[] {
  const cards: GeneratedValue[] = [];
  for (let deck = 1; deck <= decks; deck++) {
    for (const suit of SUITS) {
      for (const rank of RANKS) {
        cards.push({
          text: `${rank.short}${suit.symbol}`,
          data: {
            rank: rank.short,
            suit: suit.name,
            colour: suit.colour,
            name: `${rank.name} of ${capitalize(suit.name)}`,
            deck,
          },
        });
      }
    }
    if (jokers) {
      for (const colour of ["red", "black"] as const) {
        cards.push({
          text: "Joker",
          data: { rank: "Joker", suit: "", colour, name: `${capitalize(colour)} Joker`, deck },
        });
      }
    }
  }
  return cards;
}

const playingCards = defineGenerator({
  id: "playing-cards",
  title: "Playing Cards",
  category: "games",
  iconText: "🃏",
  description:
    "Draw cards from a well-shuffled standard 52-card deck, with jokers or several decks if you like.",
  keywords: ["deck of cards", "card draw", "poker hand", "shuffle cards", "jokers"],
  algorithm:
    "Lays out the decks in a fixed order, then draws without replacement: k distinct picks (Random.sample, a partial Fisher–Yates shuffle), the same as dealing from the top of a uniformly shuffled deck.",
  version: 1,
  inputs: {
    // Cards are dealt without replacement, so the most decks with jokers bound the count.
    count: count(5, {
      max: MAX_CARDS,
      reason: `each card is dealt once, and ${MAX_DECKS} decks of ${CARDS_PER_DECK + JOKERS_PER_DECK} cards (with jokers) hold ${MAX_CARDS}`,
    }),
    jokers: toggle({ label: "Include jokers", default: false }),
    decks: integer({ label: "Number of decks", min: 1, max: MAX_DECKS, default: 1 }),
  },
  check({ count, jokers, decks }) {
    const perDeck = CARDS_PER_DECK + (jokers ? JOKERS_PER_DECK : 0);
    const available = decks * perDeck;
    if (count > available) {
      const source = decks === 1 ? `one deck of ${perDeck}` : `${decks} decks of ${perDeck}`;
      return {
        field: "count",
        message: `Can't draw ${plural(count, "card")} from ${source}: there are only ${available}. Lower How many or raise Number of decks.`,
      };
    }
    return null;
  },
  generate(random, { count, jokers, decks }) {
    // Cards are drawn without replacement: the first `count` cards of a uniformly shuffled deck.
    return { values: random.sample(buildDeck(decks, jokers), count) };
  },
});

// ---------------------------------------------------------------------------
// Rock paper scissors
// ---------------------------------------------------------------------------

export const CLASSIC_MOVES = [
  { name: "Rock", emoji: "✊" },
  { name: "Paper", emoji: "✋" },
  { name: "Scissors", emoji: "✌️" },
] as const;
export const EXTENDED_MOVES = [
  ...CLASSIC_MOVES,
  { name: "Lizard", emoji: "🦎" },
  { name: "Spock", emoji: "🖖" },
] as const;

const rockPaperScissors = defineGenerator({
  id: "rock-paper-scissors",
  title: "Rock Paper Scissors",
  category: "games",
  iconText: "✊",
  description:
    "Throw rock, paper or scissors at random, or add lizard and Spock for the five-move version.",
  keywords: ["rps", "roshambo", "lizard spock", "hand game", "janken"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from the three moves, or from five with lizard and Spock.",
  version: 1,
  inputs: {
    count: count(1),
    lizardSpock: toggle({ label: "Include lizard and Spock", default: false }),
  },
  generate(random, { count, lizardSpock }) {
    const moves: readonly { name: string; emoji: string }[] = lizardSpock
      ? EXTENDED_MOVES
      : CLASSIC_MOVES;
    const thrown = Array.from({ length: count }, () => random.pick(moves));
    const tally = moves
      .map((move) => `${thrown.filter((t) => t === move).length} ${move.name}`)
      .join(", ");
    return {
      values: thrown.map((move) => ({
        text: move.name,
        data: { move: move.name, emoji: move.emoji },
      })),
      summary: count > 1 ? tally : undefined,
    };
  },
});

// ---------------------------------------------------------------------------
// Magic 8-Ball
// ---------------------------------------------------------------------------

const magic8Ball = defineGenerator({
  id: "magic-8-ball",
  title: "Magic 8-Ball",
  category: "games",
  iconText: "🎱",
  description:
    "Ask a yes-or-no question and get one of the 20 classic Magic 8-Ball answers; your question is only shown back to you and never changes the answer.",
  keywords: ["8 ball", "fortune teller", "yes or no", "ask a question", "oracle"],
  algorithm:
    "A uniform pick (Random.pick, an unbiased index by rejection sampling) from the 20 classic answers; the question is never read.",
  version: 1,
  inputs: {
    question: text({
      label: "Your question",
      help: "Only shown back to you: it never changes the answer.",
      maxLength: 200,
      default: "",
      placeholder: "Will it be sunny tomorrow?",
    }),
  },
  load: () => import("../data/magic-8-ball").then((m) => m.default),
  generate(random, { question }, answers) {
    // The question is echoed only; the answer is a uniform pick that never reads it.
    const answer = random.pick(answers);
    return { values: [{ text: answer, data: { answer, question: question.trim() } }] };
  },
});

// ---------------------------------------------------------------------------
// Bingo
// ---------------------------------------------------------------------------

const BINGO_LETTERS = ["B", "I", "N", "G", "O"] as const;
const FREE = "FREE";

const bingoCard = defineGenerator({
  id: "bingo-card",
  title: "Bingo Card",
  category: "games",
  iconText: "🔢",
  description:
    "US 75-ball bingo cards: B 1–15, I 16–30, N 31–45, G 46–60, O 61–75, no number twice and a free centre square.",
  keywords: ["bingo", "75-ball", "bingo sheet", "printable bingo", "party game"],
  algorithm:
    "Column by column, B to O, distinct numbers from the column's 15 (Random.distinctInts, a partial Fisher–Yates shuffle): five per column, four in N around the free centre square.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    const values = Array.from({ length: count }, (): GeneratedValue => {
      // Column c holds 5 distinct numbers from 15c+1 … 15c+15; N has 4 around the free square.
      const columns = BINGO_LETTERS.map((_, c) => {
        const low = 15 * c + 1;
        if (c !== 2) return random.distinctInts(low, low + 14, 5) as (number | string)[];
        const numbers: (number | string)[] = random.distinctInts(low, low + 14, 4);
        numbers.splice(2, 0, FREE);
        return numbers;
      });
      const rows = [0, 1, 2, 3, 4].map((r) => columns.map((column) => column[r] ?? FREE));
      return {
        // Tab-separated: pastes into a spreadsheet as a 5×5 grid.
        text: rows.map((row) => row.join("\t")).join("\n"),
        // The grid as its five columns, top to bottom (data values cannot nest arrays).
        data: Object.fromEntries(BINGO_LETTERS.map((letter, c) => [letter, columns[c] ?? []])),
      };
    });
    return { values };
  },
});

const bingoBalls = defineGenerator({
  id: "bingo-balls",
  title: "Bingo Ball Caller",
  category: "games",
  iconText: "🔵",
  description:
    "A bingo call order for 75-ball (B-12 style) or 90-ball games: every ball at most once, in random order.",
  keywords: ["bingo caller", "bingo numbers", "90-ball", "75-ball", "call sheet"],
  algorithm:
    "The calls are k distinct picks from 1 to 75 or 90 (Random.distinctInts, a partial Fisher–Yates shuffle), called in the order drawn; in 75-ball games each number gets the letter of its column.",
  version: 1,
  inputs: {
    balls: select({
      label: "Game",
      options: [
        { value: "75", label: "75-ball (US)" },
        { value: "90", label: "90-ball (UK)" },
      ],
      default: "75",
    }),
    count: integer({
      label: "Balls to call",
      help: "Each ball is called once: up to 75 or 90, by game.",
      min: 1,
      max: 90,
      default: 75,
      tooLarge:
        "Balls to call must be at most 90: each ball is called once, and the largest game has 90",
    }),
  },
  check({ balls, count }) {
    const total = Number(balls);
    if (count > total) {
      return {
        field: "count",
        message: `Can't call ${count} balls in a ${total}-ball game: there are only ${total}. Lower Balls to call.`,
      };
    }
    return null;
  },
  generate(random, { balls, count }) {
    const total = Number(balls);
    const values = random.distinctInts(1, total, count).map((number, i): GeneratedValue => {
      if (total === 90) return { text: String(number), data: { call: i + 1, number } };
      const letter = BINGO_LETTERS[Math.floor((number - 1) / 15)] ?? "";
      return { text: `${letter}-${number}`, data: { call: i + 1, letter, number } };
    });
    return { values };
  },
});

export default [playingCards, rockPaperScissors, magic8Ball, bingoCard, bingoBalls];
