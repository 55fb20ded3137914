import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";

interface UnoCard {
  colour: string;
  value: string;
  kind: "number" | "action" | "wild";
}

const COLOURS = ["Red", "Yellow", "Green", "Blue"];
const ACTIONS = ["Skip", "Reverse", "Draw Two"];

/** The classic 108-card deck: per colour one 0, two of 1–9 and two of each action; 8 wilds. */
export function unoDeck(actions: boolean): UnoCard[] {
  const deck: UnoCard[] = [];
  for (const colour of COLOURS) {
    deck.push({ colour, value: "0", kind: "number" });
    for (let copy = 0; copy < 2; copy++) {
      for (let n = 1; n <= 9; n++) deck.push({ colour, value: String(n), kind: "number" });
      if (actions) for (const value of ACTIONS) deck.push({ colour, value, kind: "action" });
    }
  }
  if (actions) {
    for (let copy = 0; copy < 4; copy++) {
      deck.push({ colour: "Wild", value: "Wild", kind: "wild" });
      deck.push({ colour: "Wild", value: "Wild Draw Four", kind: "wild" });
    }
  }
  return deck;
}

export default defineGenerator({
  id: "uno-cards",
  title: "Uno Cards",
  category: "games",
  iconText: "🎴",
  description:
    "Deal Uno cards from a shuffled 108-card deck: a starting hand of 7, or any number, with or without the action and wild cards.",
  keywords: ["uno", "uno cards", "uno hand", "card game", "deal cards"],
  algorithm:
    "Builds the classic deck (per colour one 0, two each of 1 to 9, Skip, Reverse and Draw Two; four Wild and four Wild Draw Four) and deals k cards at distinct positions in random order (Random.sample, a partial Fisher–Yates shuffle), as from a shuffled deck.",
  version: 1,
  inputs: {
    actions: toggle({ label: "Action and wild cards", default: true }),
    count: count(7, { max: 108, reason: "an Uno deck has 108 cards" }),
  },
  check({ actions, count }) {
    if (!actions && count > 76) {
      return {
        field: "count",
        message: `Can't deal ${count} number cards: the deck has only 76. Lower How many or add the action cards.`,
      };
    }
    return null;
  },
  generate(random, { actions, count }) {
    const values = random.sample(unoDeck(actions), count).map((card) => ({
      text: card.kind === "wild" ? card.value : `${card.colour} ${card.value}`,
      data: { colour: card.colour, value: card.value, kind: card.kind },
    }));
    return { values };
  },
});
