import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { gcd } from "../../shared/maths";

type Kind = "proper" | "improper" | "mixed";

export default defineGenerator({
  id: "random-fraction",
  title: "Random Fraction",
  category: "maths",
  iconText: "🍕",
  description:
    "Random fractions for practice: proper (3/4), improper (11/4) or mixed numbers (2 3/4), in lowest terms or not, with their decimal value.",
  keywords: ["random fraction", "fraction generator", "mixed numbers", "improper fractions"],
  algorithm:
    "Draws a numerator and a denominator uniformly from a rectangle that holds every allowed fraction (Random.int for each) and redraws until the pair is allowed: below 1 for proper, above 1 and not whole for improper and mixed, and in lowest terms when asked. Every allowed numerator–denominator pair is therefore equally likely.",
  version: 1,
  inputs: {
    kind: select<Kind>({
      label: "Kind",
      options: [
        { value: "proper", label: "Proper (less than 1)" },
        { value: "improper", label: "Improper (more than 1)" },
        { value: "mixed", label: "Mixed number" },
      ],
      default: "proper",
    }),
    maxDenominator: integer({ label: "Largest denominator", min: 2, max: 100, default: 12 }),
    maxWhole: integer({
      label: "Largest whole part",
      min: 1,
      max: 20,
      default: 3,
      help: "For improper fractions and mixed numbers: the value stays below this + 1.",
    }),
    simplified: toggle({ label: "In lowest terms", default: true }),
    count: count(10),
  },
  generate(random, { kind, maxDenominator, maxWhole, simplified, count }) {
    const proper = kind === "proper";
    const top = proper ? maxDenominator - 1 : (maxWhole + 1) * maxDenominator - 1;
    const values = Array.from({ length: count }, () => {
      let numerator: number;
      let denominator: number;
      for (;;) {
        numerator = random.int(1, top);
        denominator = random.int(2, maxDenominator);
        const fits = proper
          ? numerator < denominator
          : numerator > denominator &&
            numerator < (maxWhole + 1) * denominator &&
            numerator % denominator !== 0;
        if (fits && (!simplified || gcd(numerator, denominator) === 1)) break;
      }
      const divisor = gcd(numerator, denominator);
      const lowest = `${numerator / divisor}/${denominator / divisor}`;
      const whole = Math.floor(numerator / denominator);
      const rest = numerator - whole * denominator;
      const text =
        kind === "mixed" ? `${whole} ${rest}/${denominator}` : `${numerator}/${denominator}`;
      return {
        text,
        data: {
          numerator,
          denominator,
          whole: kind === "mixed" ? whole : 0,
          lowestTerms: lowest,
          value: Number((numerator / denominator).toFixed(6)),
        },
      };
    });
    return { values };
  },
});
