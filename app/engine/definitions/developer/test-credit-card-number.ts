import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { CardNetwork } from "../../data/test-card-numbers";

const NETWORKS: readonly CardNetwork[] = [
  "Visa",
  "Mastercard",
  "American Express",
  "Discover",
  "Diners Club",
  "JCB",
  "UnionPay",
  "Maestro",
];

/** Digits grouped the way the card prints them: 4-6-5 (15), 4-6-4 (14), else fours. */
function groupDigits(number: string): string {
  if (number.length === 15)
    return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  if (number.length === 14)
    return `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Months an expiry date may fall in: the next five years, starting next month. */
const EXPIRY_MONTHS = 60;

export default defineGenerator({
  id: "test-credit-card-number",
  title: "Test Credit Card Number",
  category: "developer",
  iconText: "💳",
  description:
    "Card numbers that Stripe, Braintree and Cybersource publish for testing, for checkout forms in test mode only, with an optional expiry date and CVC. Not real cards: they can't pay for anything.",
  keywords: [
    "test credit card",
    "test card number",
    "stripe test card",
    "dummy credit card",
    "luhn",
  ],
  algorithm:
    "Uniform picks (Random.pick) from the published test card numbers of the chosen network; with No repeats, distinct picks (Random.sample). The expiry month is an unbiased pick among the 60 months after the current one (Random.int) and the CVC an unbiased 3-digit number, 4 digits for American Express (Random.int).",
  version: 1,
  usesClock: true,
  inputs: {
    network: select({
      label: "Network",
      options: [
        { value: "any", label: "Any" },
        ...NETWORKS.map((network) => ({ value: network, label: network })),
      ],
      default: "any",
    }),
    spaced: toggle({ label: "Group the digits", default: true }),
    details: toggle({ label: "Add an expiry date and CVC", default: true }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/test-card-numbers").then((m) => m.default),
  generate(random, { network, spaced, details, count, unique }, cards, { now }) {
    const pool = cards.filter((card) => network === "any" || card.network === network);
    const noun = network === "any" ? "test card numbers" : `${network} test card numbers`;
    const { picked, notes } = drawEntries(random, pool, count, unique, noun);
    const today = new Date(Number.isFinite(now) ? now : 0);
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    const values = picked.map((card) => {
      const number = spaced ? groupDigits(card.number) : card.number;
      const base = {
        number: card.number,
        network: card.network,
        variant: card.variant,
        source: card.source,
        detail: card.variant ? `${card.network} (${card.variant})` : card.network,
      };
      if (!details) return { text: number, data: base };
      const month = thisMonth + random.int(1, EXPIRY_MONTHS);
      const expiry = `${String((month % 12) + 1).padStart(2, "0")}/${String(Math.floor(month / 12) % 100).padStart(2, "0")}`;
      const cvcDigits = card.network === "American Express" ? 4 : 3;
      const cvc = String(random.int(0, 10 ** cvcDigits - 1)).padStart(cvcDigits, "0");
      return { text: `${number}  ${expiry}  ${cvc}`, data: { ...base, expiry, cvc } };
    });
    return {
      values,
      notes,
      summary:
        "For testing only: processors' published test numbers, not real cards. They pay for nothing.",
    };
  },
});
