import { defineGenerator } from "../../core/engine";
import { count, integer, select } from "../../core/fields";

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/** "10⁻⁴", "10¹²". */
const powerOfTen = (exponent: number) =>
  `10${[...String(exponent)].map((c) => SUPERSCRIPT[c] ?? c).join("")}`;

/** A decimal string of digits × 10^shift, exactly (no floating point): ("314", −5) → "0.00314". */
export function decimalForm(digits: string, shift: number): string {
  if (shift >= 0) return `${digits}${"0".repeat(shift)}`.replace(/\B(?=(\d{3})+$)/g, ",");
  const point = digits.length + shift;
  const text =
    point > 0
      ? `${digits.slice(0, point)}.${digits.slice(point)}`
      : `0.${"0".repeat(-point)}${digits}`;
  return text
    .replace(/\.?0+$/, "")
    .replace(/^(\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ","));
}

export default defineGenerator({
  id: "scientific-notation",
  title: "Scientific Notation",
  category: "maths",
  iconText: "🔬",
  description:
    "Random numbers in scientific notation (3.14 × 10⁵) with their ordinary decimal form and E notation, for conversion practice.",
  keywords: ["scientific notation", "standard form", "powers of ten", "e notation"],
  algorithm:
    "Each number takes its significant digits as a uniform whole number from 10ᵈ⁻¹ to 10ᵈ − 1 (Random.int, so the leading digit is never 0) and its exponent uniformly between the bounds (Random.int); the decimal form is written from the digits exactly, without floating-point rounding.",
  version: 1,
  inputs: {
    minExponent: integer({ label: "Smallest power of ten", min: -30, max: 30, default: -6 }),
    maxExponent: integer({ label: "Largest power of ten", min: -30, max: 30, default: 9 }),
    digits: integer({ label: "Significant figures", min: 1, max: 10, default: 3 }),
    show: select({
      label: "Show",
      options: [
        { value: "both", label: "Scientific and decimal" },
        { value: "scientific", label: "Scientific only (write it out)" },
        { value: "decimal", label: "Decimal only (convert it)" },
      ],
      default: "both",
    }),
    count: count(10),
  },
  check({ minExponent, maxExponent }) {
    return minExponent > maxExponent
      ? { field: "maxExponent", message: "The largest power of ten must be at least the smallest." }
      : null;
  },
  generate(random, { minExponent, maxExponent, digits, show, count }) {
    const values = Array.from({ length: count }, () => {
      const significand = String(random.int(10 ** (digits - 1), 10 ** digits - 1));
      const exponent = random.int(minExponent, maxExponent);
      const mantissa = digits === 1 ? significand : `${significand[0]}.${significand.slice(1)}`;
      const scientific = `${mantissa} × ${powerOfTen(exponent)}`;
      const decimal = decimalForm(significand, exponent - (digits - 1));
      const text =
        show === "both"
          ? `${scientific} = ${decimal}`
          : show === "scientific"
            ? scientific
            : decimal;
      return {
        text,
        data: {
          scientific,
          decimal,
          eNotation: `${mantissa}e${exponent}`,
          mantissa: Number(mantissa),
          exponent,
        },
      };
    });
    return { values };
  },
});
