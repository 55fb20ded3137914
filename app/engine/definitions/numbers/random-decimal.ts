import { defineGenerator, type InputProblem } from "../../core/engine";
import { count, decimal, integer } from "../../core/fields";
import { plural } from "../../shared/format";

/**
 * The whole numbers of smallest steps (10^-places) that lie in [min, max], in doubles (versions
 * 1 and 2). Rounding first, then stepping inward, keeps both ends reachable despite float error
 * (0.07 × 100 = 7.000000000000001).
 */
export function decimalSteps(min: number, max: number, places: number) {
  const scale = 10 ** places;
  let low = Math.round(min * scale);
  if (low / scale < min) low += 1;
  let high = Math.round(max * scale);
  if (high / scale > max) high -= 1;
  return { scale, low, high };
}

/** A number's decimal as JavaScript writes it (the shortest that reads back the same): digits × 10^exponent. */
function decimalParts(value: number): { digits: bigint; exponent: number } {
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  return { digits: BigInt(`${whole}${fraction}`), exponent: Number(exponent) - fraction.length };
}

/** `digits × 10^shift` rounded down (`ceil` false) or up, exactly. */
function shiftDecimal(digits: bigint, shift: number, ceil: boolean): bigint {
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  const quotient = digits / divisor; // rounds toward zero
  const remainder = digits % divisor;
  if (remainder === 0n) return quotient;
  if (ceil) return remainder > 0n ? quotient + 1n : quotient;
  return remainder < 0n ? quotient - 1n : quotient;
}

/**
 * The steps of 10^-places in [min, max] exactly (version 3), reading Minimum and Maximum as the
 * decimals they are written as: step k stands for k × 10^-places.
 */
export function exactDecimalSteps(min: number, max: number, places: number) {
  const low = decimalParts(min);
  const high = decimalParts(max);
  return {
    low: shiftDecimal(low.digits, low.exponent + places, true),
    high: shiftDecimal(high.digits, high.exponent + places, false),
  };
}

/** Step k written with exactly `places` decimal places: k × 10^-places, digit for digit. */
export function formatSteps(k: bigint, places: number): string {
  const digits = (k < 0n ? -k : k).toString().padStart(places + 1, "0");
  const shown = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return k < 0n ? `-${shown}` : shown;
}

const TOO_MANY_PLACES: InputProblem = {
  field: "places",
  message: "Too many decimal places for so wide a range: use fewer places or a narrower range.",
};

/** Steps a run can draw from: Random.int counts at most 2^53 of them. */
const MAX_STEPS = 2n ** 53n;

export default defineGenerator({
  id: "random-decimal",
  title: "Random Decimal Number",
  category: "numbers",
  iconText: "🔟",
  description:
    "Decimal numbers spread evenly between a minimum and a maximum, rounded to the places you choose.",
  keywords: ["float", "decimal", "real number", "fraction"],
  // Version 2 keeps the ends of the range reachable (version 1 could miss a minimum like 0.07).
  // Version 3 writes each step exactly (version 2 divided in doubles, which at high precision
  // merged neighbouring steps: some values never came, others came twice as often).
  algorithm:
    "The range is cut into whole steps of 10^−places, counted exactly from Minimum and Maximum as written; each value is an unbiased integer step by rejection sampling (Random.int), written digit for digit with that many decimal places, so every step is equally likely. Versions 1 and 2 divided the step in floating point, which could miss an end such as 0.07 (version 1) or merge neighbouring steps at high precision; their permalinks still reproduce.",
  version: 3,
  inputs: {
    min: decimal({ label: "Minimum", min: -1e12, max: 1e12, default: 0, step: 0.01 }),
    max: decimal({ label: "Maximum", min: -1e12, max: 1e12, default: 1, step: 0.01 }),
    places: integer({ label: "Decimal places", min: 0, max: 10, default: 2 }),
    count: count(1),
  },
  check({ min, max, places }, { version }) {
    if (min >= max) return { field: "max", message: "Maximum must be greater than Minimum." };
    // The same steps `generate` draws from: there must be at least one, and few enough to count.
    const noStep = {
      field: "places",
      message: `No number with ${plural(places, "decimal place")} lies between ${min} and ${max}: allow more decimal places or widen the range.`,
    };
    if (version < 3) {
      const { low, high } = decimalSteps(min, max, places);
      if (low > high) return noStep;
      if (Math.max(Math.abs(low), Math.abs(high)) > 2 ** 53 || high - low >= 2 ** 53) {
        return TOO_MANY_PLACES;
      }
      return null;
    }
    const { low, high } = exactDecimalSteps(min, max, places);
    if (low > high) return noStep;
    return high - low >= MAX_STEPS ? TOO_MANY_PLACES : null;
  },
  generate(random, { min, max, places, count }) {
    // Draw a whole number of steps, then write it out digit by digit: exact at any precision.
    const { low, high } = exactDecimalSteps(min, max, places);
    const steps = Number(high - low);
    return {
      values: Array.from({ length: count }, () => {
        const text = formatSteps(low + BigInt(random.int(0, steps)), places);
        return { text, data: { value: Number(text) } };
      }),
    };
  },
  legacy: {
    1(random, { min, max, places, count }) {
      const scale = 10 ** places;
      const low = Math.ceil(min * scale);
      const high = Math.floor(max * scale);
      return {
        values: Array.from({ length: count }, () => {
          const value = random.int(low, high) / scale;
          return { text: value.toFixed(places), data: { value } };
        }),
      };
    },
    2(random, { min, max, places, count }) {
      const { scale, low, high } = decimalSteps(min, max, places);
      return {
        values: Array.from({ length: count }, () => {
          const value = random.int(low, high) / scale;
          return { text: value.toFixed(places), data: { value } };
        }),
      };
    },
  },
});
