// The 78 cards of a tarot deck in the Rider–Waite–Smith order and naming: 22 major arcana
// (0 The Fool to XXI The World), then the four suits of 14 cards, Ace to King. Plain facts.

export interface TarotCard {
  name: string;
  arcana: "major" | "minor";
  /** "" for the major arcana. */
  suit: "" | "Wands" | "Cups" | "Swords" | "Pentacles";
  /** The major arcana's number (0 to 21) or the rank within the suit (1 = Ace to 14 = King). */
  number: number;
  /** The classical element of the suit ("" for the major arcana). */
  element: string;
}

const MAJOR = [
  "The Fool",
  "The Magician",
  "The High Priestess",
  "The Empress",
  "The Emperor",
  "The Hierophant",
  "The Lovers",
  "The Chariot",
  "Strength",
  "The Hermit",
  "Wheel of Fortune",
  "Justice",
  "The Hanged Man",
  "Death",
  "Temperance",
  "The Devil",
  "The Tower",
  "The Star",
  "The Moon",
  "The Sun",
  "Judgement",
  "The World",
];

const RANKS = [
  "Ace",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Page",
  "Knight",
  "Queen",
  "King",
];

const SUITS = [
  { suit: "Wands", element: "fire" },
  { suit: "Cups", element: "water" },
  { suit: "Swords", element: "air" },
  { suit: "Pentacles", element: "earth" },
] as const;

const cards: readonly TarotCard[] = [
  ...MAJOR.map((name, number) => ({
    name,
    arcana: "major" as const,
    suit: "" as const,
    number,
    element: "",
  })),
  ...SUITS.flatMap(({ suit, element }) =>
    RANKS.map((rank, i) => ({
      name: `${rank} of ${suit}`,
      arcana: "minor" as const,
      suit,
      number: i + 1,
      element,
    })),
  ),
];

export default cards;
