import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { notEnoughDistinct } from "../../shared/no-repeats";

const NUMERALS: readonly (readonly [number, string])[] = [
  [1000, "M"],
  [900, "CM"],
  [500, "D"],
  [400, "CD"],
  [100, "C"],
  [90, "XC"],
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** The standard (subtractive) Roman numeral of 1 to 3999: 1994 → MCMXCIV. */
export function toRoman(value: number): string {
  let rest = value;
  let out = "";
  for (const [amount, letters] of NUMERALS) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}

export default defineGenerator({
  id: "roman-numerals",
  title: "Roman Numerals",
  category: "maths",
  iconText: "🏛️",
  description:
    "Random numbers from 1 to 3999 written as Roman numerals, with or without the answer: for practice, quizzes, clock faces and chapter numbers.",
  keywords: ["roman numerals", "roman numeral quiz", "roman numbers", "numeral converter"],
  algorithm:
    "Draws whole numbers uniformly between the bounds (Random.int, unbiased by rejection), or distinct ones with No repeats (Random.distinctInts, a partial Fisher–Yates shuffle), and writes each in standard subtractive notation (IV, IX, XL, XC, CD, CM).",
  version: 1,
  inputs: {
    min: integer({ label: "From", min: 1, max: 3999, default: 1 }),
    max: integer({ label: "To", min: 1, max: 3999, default: 3999 }),
    show: select({
      label: "Show",
      options: [
        { value: "both", label: "Numeral and number" },
        { value: "numeral", label: "Numeral only (quiz)" },
        { value: "number", label: "Number only (write the numeral)" },
      ],
      default: "both",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ min, max, count, unique }) {
    if (min > max) return { field: "max", message: "To must be at least From." };
    return unique
      ? notEnoughDistinct(count, "numbers", { from: min, to: max, available: max - min + 1 })
      : null;
  },
  generate(random, { min, max, show, count, unique }) {
    const numbers = unique
      ? random.distinctInts(min, max, count)
      : Array.from({ length: count }, () => random.int(min, max));
    const values = numbers.map((value) => {
      const roman = toRoman(value);
      const text =
        show === "both" ? `${roman} = ${value}` : show === "numeral" ? roman : String(value);
      return { text, data: { value, roman } };
    });
    return { values };
  },
});
