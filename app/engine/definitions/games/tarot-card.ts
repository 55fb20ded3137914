import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { TarotCard } from "../../data/tarot-cards";

type Part = "all" | "major" | "minor" | "Wands" | "Cups" | "Swords" | "Pentacles";

const PARTS: readonly { value: Part; label: string; size: number }[] = [
  { value: "all", label: "Whole deck (78)", size: 78 },
  { value: "major", label: "Major arcana (22)", size: 22 },
  { value: "minor", label: "Minor arcana (56)", size: 56 },
  { value: "Wands", label: "Wands (14)", size: 14 },
  { value: "Cups", label: "Cups (14)", size: 14 },
  { value: "Swords", label: "Swords (14)", size: 14 },
  { value: "Pentacles", label: "Pentacles (14)", size: 14 },
];

const ROMAN = [
  "0",
  "I",
  "II",
  "III",
  "IV",
  "V",
  "VI",
  "VII",
  "VIII",
  "IX",
  "X",
  "XI",
  "XII",
  "XIII",
  "XIV",
  "XV",
  "XVI",
  "XVII",
  "XVIII",
  "XIX",
  "XX",
  "XXI",
];

/** Whether a card belongs to the chosen part of the deck. */
export const inPart = (card: TarotCard, part: Part) =>
  part === "all" || card.arcana === part || card.suit === part;

export default defineGenerator({
  id: "tarot-card",
  title: "Tarot Card",
  category: "games",
  iconText: "🔮",
  description:
    "Draw tarot cards from a shuffled 78-card deck, upright or reversed: the whole deck, the major or minor arcana, or a single suit.",
  keywords: ["tarot card", "tarot reading", "random tarot", "major arcana", "card of the day"],
  algorithm:
    "Deals k distinct cards in random order from the chosen part of the 78-card deck (Random.sample, a partial Fisher–Yates shuffle), like drawing from a shuffled deck; with reversals each card is turned upside down with chance ½ (Random.bool).",
  version: 1,
  inputs: {
    part: select<Part>({
      label: "Draw from",
      options: PARTS.map(({ value, label }) => ({ value, label })),
      default: "all",
    }),
    reversals: toggle({ label: "Reversed cards", default: true }),
    count: count(3, { max: 78, reason: "a tarot deck has 78 cards" }),
  },
  check({ part, count }) {
    const chosen = PARTS.find((p) => p.value === part);
    if (chosen && count > chosen.size) {
      return {
        field: "count",
        message: `Can't draw ${count} different cards from the ${chosen.label.replace(/ \(\d+\)$/, "").toLowerCase()}: there are only ${chosen.size}. Lower How many or draw from more of the deck.`,
      };
    }
    return null;
  },
  load: () => import("../../data/tarot-cards").then((m) => m.default),
  generate(random, { part, reversals, count }, cards) {
    const pool = cards.filter((card) => inPart(card, part));
    const values = random.sample(pool, count).map((card) => {
      const reversed = reversals && random.bool();
      const label = card.arcana === "major" ? `${ROMAN[card.number]} ${card.name}` : card.name;
      return {
        text: reversed ? `${label} (reversed)` : label,
        data: {
          name: card.name,
          arcana: card.arcana,
          suit: card.suit,
          number: card.number,
          element: card.element,
          orientation: reversed ? "reversed" : "upright",
        },
      };
    });
    return { values };
  },
});
