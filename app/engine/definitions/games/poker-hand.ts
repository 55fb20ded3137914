import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select } from "../../core/fields";

const RANKS = "23456789TJQKA";
const SUITS = ["♠", "♥", "♦", "♣"] as const;
const CATEGORIES = [
  "High card",
  "One pair",
  "Two pair",
  "Three of a kind",
  "Straight",
  "Flush",
  "Full house",
  "Four of a kind",
  "Straight flush",
] as const;

interface Card {
  rank: number; // 0 = two … 12 = ace
  suit: number;
}

const show = (c: Card) => `${RANKS[c.rank] === "T" ? "10" : RANKS[c.rank]}${SUITS[c.suit]}`;

/**
 * The value of a five-card hand, higher is better: the category (0 high card … 8 straight flush)
 * then the ranks that break ties, packed into one number.
 */
export function handValue(hand: readonly Card[]): { category: number; value: number } {
  const counts = new Map<number, number>();
  for (const c of hand) counts.set(c.rank, (counts.get(c.rank) ?? 0) + 1);
  // Ranks by how often they appear, then by rank: the order ties are broken in.
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = hand.every((c) => c.suit === hand[0]?.suit);
  const distinct = groups.map(([r]) => r);
  let straightHigh = -1;
  if (distinct.length === 5) {
    if (distinct[0]! - distinct[4]! === 4) straightHigh = distinct[0]!;
    else if (distinct.join() === "12,3,2,1,0") straightHigh = 3; // A-2-3-4-5, the wheel
  }
  const shape = groups.map(([, n]) => n).join("");
  const category =
    straightHigh >= 0 && flush
      ? 8
      : shape === "41"
        ? 7
        : shape === "32"
          ? 6
          : flush
            ? 5
            : straightHigh >= 0
              ? 4
              : shape === "311"
                ? 3
                : shape === "221"
                  ? 2
                  : shape === "2111"
                    ? 1
                    : 0;
  const ties = straightHigh >= 0 ? [straightHigh] : distinct;
  return { category, value: ties.reduce((v, r) => v * 13 + r, category) * 13 ** (5 - ties.length) };
}

/** The best five of seven cards (all 21 choices compared). */
function bestFive(cards: readonly Card[]): { hand: Card[]; category: number } {
  let best: { hand: Card[]; category: number; value: number } | undefined;
  for (let skipA = 0; skipA < cards.length; skipA++)
    for (let skipB = skipA + 1; skipB < cards.length; skipB++) {
      const hand = cards.filter((_, i) => i !== skipA && i !== skipB);
      const { category, value } = handValue(hand);
      if (!best || value > best.value) best = { hand, category, value };
    }
  return best!;
}

export default defineGenerator({
  id: "poker-hand",
  title: "Poker Hand",
  category: "games",
  iconText: "♠️",
  description:
    "Deal a poker hand from a shuffled deck, five-card draw or Texas hold'em (two hole cards and a five-card board), and see what it makes: pair, flush, full house…",
  keywords: ["poker hand", "texas holdem", "deal poker", "poker odds", "card hand"],
  algorithm:
    "Each hand deals 5 or 7 distinct cards of a fresh 52-card deck in random order (Random.sample, a partial Fisher–Yates shuffle); a hold'em hand is the first two as hole cards and the next five as the board, judged by the best five of the seven. Hands are ranked by the standard poker order, ace-low straights included.",
  version: 1,
  inputs: {
    game: select({
      label: "Game",
      options: [
        { value: "draw", label: "Five-card draw" },
        { value: "holdem", label: "Texas hold'em (2 + 5)" },
      ],
      default: "draw",
    }),
    count: count(1, {
      max: 2_000,
      help: "Hands, each from a freshly shuffled deck; at most 2,000, as a hold'em hand compares 21 five-card choices.",
    }),
  },
  generate(random, { game, count }) {
    const deck: Card[] = [];
    for (let suit = 0; suit < 4; suit++)
      for (let rank = 12; rank >= 0; rank--) deck.push({ rank, suit });
    const values = Array.from({ length: count }, (): GeneratedValue => {
      if (game === "draw") {
        const hand = random.sample(deck, 5);
        const category = CATEGORIES[handValue(hand).category] ?? "";
        return {
          text: `${hand.map(show).join(" ")}: ${category}`,
          data: { cards: hand.map(show), category },
        };
      }
      const cards = random.sample(deck, 7);
      const best = bestFive(cards);
      const category = CATEGORIES[best.category] ?? "";
      const [hole, board] = [cards.slice(0, 2).map(show), cards.slice(2).map(show)];
      return {
        text: `${hole.join(" ")} | ${board.join(" ")}: ${category}`,
        data: {
          cards: [...hole, ...board],
          hole,
          board,
          best: best.hand.map(show),
          category,
        },
      };
    });
    return { values };
  },
});
