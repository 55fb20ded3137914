import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { notEnoughDistinct } from "../../shared/no-repeats";

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES = ["", "thousand", "million", "billion"];

/** 0 to 999 in words; `and` puts "and" after the hundreds (British usage). */
function underThousand(n: number, and: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} hundred`);
  if (rest > 0) {
    const words =
      rest < 20
        ? (ONES[rest] as string)
        : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ""}`;
    parts.push(hundreds > 0 && and ? `and ${words}` : words);
  }
  return parts.join(" ");
}

/**
 * A whole number below one trillion in English words: 1,234 → "one thousand two hundred
 * thirty-four" (US) or "one thousand two hundred and thirty-four" (UK, which also puts "and"
 * before a last group below 100: "one thousand and five").
 */
export function numberInWords(value: number, style: "us" | "uk"): string {
  if (value === 0) return "zero";
  if (value < 0) return `minus ${numberInWords(-value, style)}`;
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const and = style === "uk";
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] as number;
    if (group === 0) continue;
    const text = underThousand(group, and);
    const lastSmall = i === 0 && group < 100 && groups.length > 1 && and;
    words.push(`${lastSmall ? "and " : ""}${text}${SCALES[i] ? ` ${SCALES[i]}` : ""}`);
  }
  return words.join(" ");
}

const LIMIT = 999_999_999_999;

export default defineGenerator({
  id: "number-in-words",
  title: "Number in Words",
  category: "maths",
  iconText: "🔤",
  description:
    "Random numbers spelt out in English words, US or UK style: for cheque writing, reading practice and spelling quizzes.",
  keywords: ["number to words", "numbers in words", "spell numbers", "number spelling"],
  algorithm:
    "Draws whole numbers uniformly between the bounds (Random.int, unbiased by rejection), or distinct ones with No repeats (Random.distinctInts), then spells each group of three digits with its scale word (thousand, million, billion), hyphenating twenty-one to ninety-nine.",
  version: 1,
  inputs: {
    min: integer({ label: "From", min: -LIMIT, max: LIMIT, default: 0 }),
    max: integer({ label: "To", min: -LIMIT, max: LIMIT, default: 9_999 }),
    style: select({
      label: "Style",
      options: [
        { value: "us", label: "US (one hundred twenty)" },
        { value: "uk", label: "UK (one hundred and twenty)" },
      ],
      default: "us",
    }),
    showNumber: toggle({ label: "Show the number too", default: true }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ min, max, count, unique }) {
    if (min > max) return { field: "max", message: "To must be at least From." };
    return unique
      ? notEnoughDistinct(count, "numbers", { from: min, to: max, available: max - min + 1 })
      : null;
  },
  generate(random, { min, max, style, showNumber, count, unique }) {
    const numbers = unique
      ? random.distinctInts(min, max, count)
      : Array.from({ length: count }, () => random.int(min, max));
    const values = numbers.map((value) => {
      const words = numberInWords(value, style);
      const digits = value.toLocaleString("en-US");
      return { text: showNumber ? `${digits}: ${words}` : words, data: { value, words } };
    });
    return { values };
  },
});
