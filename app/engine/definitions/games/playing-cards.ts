import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer, toggle } from "../../core/fields";
import { capitalize, plural } from "../../shared/format";

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

export default defineGenerator({
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
