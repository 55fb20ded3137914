import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";

type Target = "ten" | "hundred" | "thousand" | "whole" | "tenth" | "hundredth" | "sig2" | "sig3";

const TARGETS: readonly { value: Target; label: string }[] = [
  { value: "ten", label: "Nearest 10" },
  { value: "hundred", label: "Nearest 100" },
  { value: "thousand", label: "Nearest 1,000" },
  { value: "whole", label: "Nearest whole number" },
  { value: "tenth", label: "1 decimal place" },
  { value: "hundredth", label: "2 decimal places" },
  { value: "sig2", label: "2 significant figures" },
  { value: "sig3", label: "3 significant figures" },
];

/**
 * A number to round, as a whole number of thousandths (so the rounding is exact): whole numbers
 * for tens to thousands, three decimal places for the rest.
 */
function draw(random: Random, target: Target): number {
  if (target === "ten" || target === "hundred" || target === "thousand")
    return random.int(1, 99_999) * 1000;
  // Significant figures start from 1.000, so the answer never needs trailing zeros to show them.
  return random.int(target === "sig2" || target === "sig3" ? 1000 : 1, 999_999);
}

/** Rounds thousandths n to a multiple of `step` thousandths, half away from zero. */
const roundTo = (n: number, step: number) => Math.floor((n + step / 2) / step) * step;

/** The step, in thousandths, that a target rounds to for this number. */
function stepOf(n: number, target: Target): number {
  switch (target) {
    case "ten":
      return 10_000;
    case "hundred":
      return 100_000;
    case "thousand":
      return 1_000_000;
    case "whole":
      return 1000;
    case "tenth":
      return 100;
    case "hundredth":
      return 10;
    default: {
      const digits = Math.floor(Math.log10(n)) + 1; // digits of n in thousandths
      return 10 ** Math.max(0, digits - (target === "sig2" ? 2 : 3));
    }
  }
}

/** Thousandths as a decimal: 12345 → "12.345"; `places` fixes the decimals shown. */
function write(n: number, places: number): string {
  const whole = Math.floor(n / 1000).toLocaleString("en-US");
  const fraction = String(n % 1000)
    .padStart(3, "0")
    .slice(0, places);
  return places > 0 ? `${whole}.${fraction}` : whole;
}

export default defineGenerator({
  id: "rounding-practice",
  title: "Rounding Practice",
  category: "maths",
  iconText: "⭕",
  description:
    "Numbers to round to the nearest 10, 100 or 1,000, to a whole number, to 1 or 2 decimal places or to significant figures, with the answers.",
  keywords: [
    "rounding",
    "rounding practice",
    "significant figures",
    "decimal places",
    "round to nearest",
  ],
  algorithm:
    "Picks what to round to (Random.pick) when Mixed, then draws the number as a uniform whole number of thousandths (Random.int): 1 to 99,999 whole for tens to thousands, 0.001 to 999.999 otherwise (from 1.000 for significant figures), and rounds it exactly in whole thousandths, halves away from zero.",
  version: 1,
  inputs: {
    target: select<Target | "any">({
      label: "Round to",
      options: [{ value: "any", label: "Mixed" }, ...TARGETS],
      default: "any",
    }),
    answers: toggle({ label: "Show answers", default: true }),
    count: count(10),
  },
  generate(random, { target, answers, count }) {
    const values = Array.from({ length: count }, () => {
      const chosen = target === "any" ? random.pick(TARGETS).value : target;
      const n = draw(random, chosen);
      const step = stepOf(n, chosen);
      const rounded = roundTo(n, step);
      const places = chosen === "ten" || chosen === "hundred" || chosen === "thousand" ? 0 : 3;
      const answerPlaces = Math.max(0, 3 - Math.round(Math.log10(step)));
      const label = TARGETS.find((t) => t.value === chosen)?.label.toLowerCase() ?? "";
      const question = `Round ${write(n, places)} to ${label.startsWith("nearest") ? "the " : ""}${label}`;
      const answer = write(rounded, answerPlaces);
      return {
        text: answers ? `${question}: ${answer}` : `${question}: ?`,
        data: { question, number: n / 1000, answer, value: rounded / 1000, target: chosen },
      };
    });
    return { values };
  },
});
