import { count, decimal, integer, select, text, toggle } from "../core/fields";
import { defineGenerator, type GeneratedValue } from "../core/engine";
import { plural } from "./shared";

/** Largest magnitude a JavaScript number holds exactly: the engine's integer bound. */
const SAFE = Number.MAX_SAFE_INTEGER;

const sortOrder = select({
  label: "Order",
  options: [
    { value: "random", label: "As drawn" },
    { value: "ascending", label: "Smallest first" },
    { value: "descending", label: "Largest first" },
  ],
  default: "random",
});

function sortNumbers(values: number[], order: "random" | "ascending" | "descending"): number[] {
  if (order === "ascending") return [...values].sort((a, b) => a - b);
  if (order === "descending") return [...values].sort((a, b) => b - a);
  return values;
}

const randomNumber = defineGenerator({
  id: "random-number",
  title: "Random Number",
  category: "numbers",
  iconText: "🔢",
  description:
    "Whole numbers between a minimum and a maximum, each equally likely, with or without repeats.",
  keywords: ["integer", "number picker", "range", "rng", "random integer"],
  algorithm:
    "Each number is an unbiased integer by rejection sampling (Random.int): one 32-bit word per draw for ranges of up to 2^32 values, a 53-bit value for wider ones, redrawn rather than reduced modulo the range. With No repeats: distinct integers (Random.distinctInts, a partial Fisher–Yates shuffle of the range that stores only the swapped positions). Sorting, when chosen, happens after drawing.",
  version: 1,
  inputs: {
    min: integer({ label: "Minimum", min: -SAFE, max: SAFE, default: 1 }),
    max: integer({ label: "Maximum", min: -SAFE, max: SAFE, default: 100 }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: false }),
    order: sortOrder,
  },
  check({ min, max, count, unique }) {
    if (min > max) return { field: "max", message: "Maximum must be at least Minimum." };
    const span = max - min + 1;
    if (span > 2 ** 53) {
      return {
        field: "max",
        message: "The range is too wide: Maximum − Minimum must be below 2^53.",
      };
    }
    if (unique && count > span) {
      return {
        field: "count",
        message: `Can't pick ${plural(count, "different number")} between ${min} and ${max}: there ${
          span === 1 ? "is only 1" : `are only ${span.toLocaleString("en-US")}`
        }. Lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  generate(random, { min, max, count, unique, order }) {
    const drawn = unique
      ? random.distinctInts(min, max, count)
      : Array.from({ length: count }, () => random.int(min, max));
    return {
      values: sortNumbers(drawn, order).map((n) => ({ text: String(n), data: { value: n } })),
    };
  },
});

/**
 * The whole numbers of smallest steps (10^-places) that lie in [min, max]. Rounding first, then
 * stepping inward, keeps both ends reachable despite float error (0.07 × 100 = 7.000000000000001).
 */
export function decimalSteps(min: number, max: number, places: number) {
  const scale = 10 ** places;
  let low = Math.round(min * scale);
  if (low / scale < min) low += 1;
  let high = Math.round(max * scale);
  if (high / scale > max) high -= 1;
  return { scale, low, high };
}

const randomDecimal = defineGenerator({
  id: "random-decimal",
  title: "Random Decimal Number",
  category: "numbers",
  iconText: "🔟",
  description:
    "Decimal numbers spread evenly between a minimum and a maximum, rounded to the places you choose.",
  keywords: ["float", "decimal", "real number", "fraction"],
  // Version 2 keeps the ends of the range reachable (version 1 could miss a minimum like 0.07).
  algorithm:
    "The range is cut into whole steps of 10^−places, rounded inward so both ends stay reachable; each value is an unbiased integer step by rejection sampling (Random.int), divided back and written with exactly that many decimal places, so every rounded value is equally likely. Version 1 rounded the ends outward first and could miss an end such as 0.07; its permalinks still reproduce.",
  version: 2,
  inputs: {
    min: decimal({ label: "Minimum", min: -1e12, max: 1e12, default: 0, step: 0.01 }),
    max: decimal({ label: "Maximum", min: -1e12, max: 1e12, default: 1, step: 0.01 }),
    places: integer({ label: "Decimal places", min: 0, max: 10, default: 2 }),
    count: count(1),
  },
  check({ min, max, places }) {
    if (min >= max) return { field: "max", message: "Maximum must be greater than Minimum." };
    // The same steps `generate` draws from: there must be at least one, and few enough to count.
    const { low, high } = decimalSteps(min, max, places);
    if (low > high) {
      return {
        field: "places",
        message: `No number with ${plural(places, "decimal place")} lies between ${min} and ${max}: allow more decimal places or widen the range.`,
      };
    }
    if (Math.max(Math.abs(low), Math.abs(high)) > 2 ** 53 || high - low >= 2 ** 53) {
      return {
        field: "places",
        message:
          "Too many decimal places for so wide a range: use fewer places or a narrower range.",
      };
    }
    return null;
  },
  generate(random, { min, max, places, count }) {
    // Draw a whole number of the smallest step so every rounded value is equally likely.
    const { scale, low, high } = decimalSteps(min, max, places);
    return {
      values: Array.from({ length: count }, () => {
        const value = random.int(low, high) / scale;
        return { text: value.toFixed(places), data: { value } };
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
  },
});

const numberList = defineGenerator({
  id: "number-list",
  title: "Shuffled Number List",
  category: "numbers",
  iconText: "🔀",
  description: "Every whole number from a start to an end, each exactly once, in random order.",
  keywords: ["sequence", "permutation", "random order", "shuffle numbers", "raffle tickets"],
  algorithm:
    "Lists every whole number from From to To, then puts them in random order with a Fisher–Yates (Durstenfeld) shuffle (Random.shuffle) whose swaps are unbiased integers by rejection sampling: every order is equally likely.",
  version: 1,
  inputs: {
    from: integer({ label: "From", min: -1e9, max: 1e9, default: 1 }),
    to: integer({ label: "To", min: -1e9, max: 1e9, default: 10 }),
  },
  check({ from, to }) {
    if (from > to) return { field: "to", message: "To must be at least From." };
    if (to - from + 1 > 10_000) {
      return {
        field: "to",
        message: "The list can hold at most 10,000 numbers: narrow From and To.",
      };
    }
    return null;
  },
  generate(random, { from, to }) {
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    return {
      values: random.shuffle(numbers).map((n) => ({ text: String(n), data: { value: n } })),
    };
  },
});

const lotteryNumbers = defineGenerator({
  id: "lottery-numbers",
  title: "Lottery Numbers",
  category: "numbers",
  iconText: "🎟️",
  description:
    "Lottery tickets: main numbers drawn without repeats from a pool, plus optional bonus balls, sorted like a real draw.",
  keywords: ["lotto", "powerball", "euromillions", "quick pick", "draw"],
  algorithm:
    "Each ticket takes its main numbers as k distinct picks from 1 to the pool (Random.distinctInts, a partial Fisher–Yates shuffle), then its bonus numbers the same way from the bonus pool; both are sorted smallest first, like a real draw.",
  version: 1,
  inputs: {
    picks: integer({ label: "Main numbers", min: 1, max: 20, default: 6 }),
    pool: integer({ label: "Main pool (1 to …)", min: 2, max: 100, default: 49 }),
    bonusPicks: integer({ label: "Bonus numbers", min: 0, max: 5, default: 0 }),
    bonusPool: integer({ label: "Bonus pool (1 to …)", min: 1, max: 100, default: 10 }),
    count: count(1),
  },
  check({ picks, pool, bonusPicks, bonusPool }) {
    if (picks > pool) {
      return {
        field: "picks",
        message: `Can't draw ${picks} different numbers from a pool of ${pool}.`,
      };
    }
    if (bonusPicks > bonusPool) {
      return {
        field: "bonusPicks",
        message: `Can't draw ${bonusPicks} different bonus numbers from a pool of ${bonusPool}.`,
      };
    }
    return null;
  },
  generate(random, { picks, pool, bonusPicks, bonusPool, count }) {
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      const main = sortNumbers(random.distinctInts(1, pool, picks), "ascending");
      const bonus =
        bonusPicks > 0
          ? sortNumbers(random.distinctInts(1, bonusPool, bonusPicks), "ascending")
          : [];
      return {
        text: bonus.length > 0 ? `${main.join(" ")} + ${bonus.join(" ")}` : main.join(" "),
        data: { main, bonus },
      };
    });
    return { values };
  },
});

/** Whether n is prime, by trial division (n ≤ 10^9 keeps this exact and fast). */
export function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  if (n % 3 === 0) return n === 3;
  for (let d = 5; d * d <= n; d += 6) {
    if (n % d === 0 || n % (d + 2) === 0) return false;
  }
  return true;
}

const PRIME_LIMIT = 1_000_000_000;

const randomPrime = defineGenerator({
  id: "random-prime",
  title: "Random Prime Number",
  category: "numbers",
  iconText: "🔣",
  description: "Prime numbers chosen uniformly among all the primes in your range.",
  keywords: ["prime", "number theory", "maths", "math"],
  algorithm:
    "Draws an unbiased integer in the range by rejection sampling (Random.int) and redraws until it is prime (trial division by 2, 3 and 6k ± 1): uniform over the range and kept only when prime, so every prime in the range is equally likely.",
  version: 1,
  inputs: {
    min: integer({ label: "Minimum", min: 0, max: PRIME_LIMIT, default: 1 }),
    max: integer({ label: "Maximum", min: 0, max: PRIME_LIMIT, default: 1000 }),
    count: count(1),
  },
  check({ min, max }) {
    if (min > max) return { field: "max", message: "Maximum must be at least Minimum." };
    // Below 10^9 no gap between primes exceeds 300, so only narrow ranges need a scan.
    if (max - min < 300) {
      for (let n = min; n <= max; n++) if (isPrime(n)) return null;
      return {
        field: "max",
        message: `There is no prime number between ${min} and ${max}: widen the range.`,
      };
    }
    return null;
  },
  generate(random, { min, max, count }) {
    // A narrow range redraws the same few numbers thousands of times (one prime among 200
    // numbers takes 200 draws per value): test each number once.
    const known = new Map<number, boolean>();
    const prime = (n: number) => {
      let result = known.get(n);
      if (result === undefined) known.set(n, (result = isPrime(n)));
      return result;
    };
    // Uniform over primes: draw uniformly from the range and keep the first prime.
    return {
      values: Array.from({ length: count }, () => {
        let n = random.int(min, max);
        while (!prime(n)) n = random.int(min, max);
        return { text: String(n), data: { value: n } };
      }),
    };
  },
});

export interface DiceTerm {
  count: number;
  sides: number;
  sign: 1 | -1;
}
export interface DiceFormula {
  dice: DiceTerm[];
  modifier: number;
}

const DICE_TERM = /([+-]?)(\d*)d(\d+|%)|([+-]?)(\d+)/gi;

/**
 * Parses dice notation such as `3d6+2`, `d20`, `2d8+1d6-1` or `d%`. Returns a readable error
 * for anything else. At most 1,000 dice per roll and 2 to 1,000 sides per die.
 */
export function parseDiceNotation(notation: string): DiceFormula | { error: string } {
  const compact = notation.replace(/\s+/g, "");
  const example = 'Write dice like "3d6+2", "d20" or "2d8+1d6-1".';
  if (compact === "") return { error: `Dice is empty. ${example}` };
  let consumed = "";
  const dice: DiceTerm[] = [];
  let modifier = 0;
  for (const match of compact.matchAll(DICE_TERM)) {
    if (match.index !== consumed.length) break;
    consumed += match[0];
    if (match[3] !== undefined) {
      const count = match[2] === "" ? 1 : Number(match[2]);
      const sides = match[3] === "%" ? 100 : Number(match[3]);
      if (count < 1) return { error: `A term needs at least one die. ${example}` };
      if (sides < 2 || sides > 1000) return { error: "Dice must have between 2 and 1,000 sides." };
      dice.push({ count, sides, sign: match[1] === "-" ? -1 : 1 });
    } else {
      modifier += (match[4] === "-" ? -1 : 1) * Number(match[5]);
    }
  }
  if (consumed !== compact || dice.length === 0)
    return { error: `"${notation.trim()}" is not dice notation. ${example}` };
  if (dice.reduce((sum, term) => sum + term.count, 0) > 1000)
    return { error: "At most 1,000 dice per roll." };
  if (Math.abs(modifier) > 1_000_000)
    return { error: "The modifier must be between −1,000,000 and 1,000,000." };
  return { dice, modifier };
}

/** The most dice one run rolls: How many × the dice of one roll (1,000 rolls of 1,000 dice). */
const MAX_DICE_PER_RUN = 1_000_000;

const diceRoller = defineGenerator({
  id: "dice-roller",
  title: "Dice Roller",
  category: "numbers",
  iconText: "🎲",
  description:
    "Roll any dice in standard notation — 3d6+2, d20, 2d8+1d6-1, d% — and see every die and the total.",
  keywords: ["dice", "d20", "d6", "rpg", "dnd", "tabletop", "roll"],
  algorithm:
    "Parses the dice notation, then rolls every die as an unbiased integer from 1 to its number of sides by rejection sampling (Random.int), term by term in the order written; the total adds the dice (subtracting negative terms) and the modifier.",
  version: 1,
  inputs: {
    notation: text({ label: "Dice", maxLength: 100, default: "2d6", placeholder: "3d6+2" }),
    count: count(1, {
      help: `At most ${MAX_DICE_PER_RUN.toLocaleString("en-US")} dice in all: How many × the dice of one roll.`,
    }),
  },
  check({ notation, count }) {
    const parsed = parseDiceNotation(notation);
    if ("error" in parsed) return { field: "notation", message: parsed.error };
    const perRoll = parsed.dice.reduce((sum, term) => sum + term.count, 0);
    if (perRoll * count > MAX_DICE_PER_RUN) {
      return {
        field: "count",
        message: `${plural(count, "roll")} of ${plural(perRoll, "die", "dice")} would be ${plural(perRoll * count, "die", "dice")}; one run rolls at most ${MAX_DICE_PER_RUN.toLocaleString("en-US")}. Lower How many or roll fewer dice.`,
      };
    }
    return null;
  },
  generate(random, { notation, count }) {
    const formula = parseDiceNotation(notation) as DiceFormula;
    const values = Array.from({ length: count }, () => {
      const rolls = formula.dice.map((term) =>
        Array.from({ length: term.count }, () => random.int(1, term.sides)),
      );
      const total = formula.dice.reduce(
        (sum, term, i) => sum + term.sign * (rolls[i] ?? []).reduce((a, b) => a + b, 0),
        formula.modifier,
      );
      const shown = rolls
        .map((r, i) => `${formula.dice[i]?.sign === -1 ? "−" : ""}[${r.join(", ")}]`)
        .join(" ");
      const mod =
        formula.modifier === 0
          ? ""
          : ` ${formula.modifier > 0 ? "+" : "−"} ${Math.abs(formula.modifier)}`;
      return {
        text: String(total),
        data: { total, rolls: rolls.flat(), detail: `${shown}${mod}` },
      };
    });
    return { values, summary: `Rolling ${notation.replace(/\s+/g, "")}` };
  },
});

const coinFlip = defineGenerator({
  id: "coin-flip",
  title: "Coin Flip",
  category: "numbers",
  iconText: "🪙",
  description: "Flip a fair coin once or thousands of times and count the heads and tails.",
  keywords: ["heads or tails", "toss", "coin toss", "50/50"],
  algorithm:
    "Each flip is Random.bool(): a uniform 53-bit float in [0, 1) below 0.5 is Heads, otherwise Tails. Exactly half of the possible floats lie below 0.5, so both sides are equally likely.",
  version: 1,
  inputs: { count: count(1) },
  generate(random, { count }) {
    const values = Array.from({ length: count }, () => (random.bool() ? "Heads" : "Tails"));
    const heads = values.filter((v) => v === "Heads").length;
    return {
      values: values.map((text) => ({ text })),
      summary: count > 1 ? `${plural(heads, "head")}, ${plural(count - heads, "tail")}` : undefined,
    };
  },
});

const gaussianNumber = defineGenerator({
  id: "gaussian-number",
  title: "Normal Distribution Numbers",
  category: "numbers",
  iconText: "🔔",
  description:
    "Numbers from a bell curve (normal distribution) with the mean and standard deviation you choose.",
  keywords: ["gaussian", "normal distribution", "bell curve", "statistics", "standard deviation"],
  algorithm:
    "Box–Muller transform (Random.normal): two uniform 53-bit floats u1 (taken in (0, 1] so its logarithm is finite) and u2 give mean + sd · √(−2 ln u1) · cos(2π u2); the second Box–Muller value is not kept. The value is shown rounded to the chosen decimal places.",
  version: 1,
  inputs: {
    mean: decimal({ label: "Mean", min: -1e9, max: 1e9, default: 0, step: 0.1 }),
    sd: decimal({ label: "Standard deviation", min: 0, max: 1e9, default: 1, step: 0.1 }),
    places: integer({ label: "Decimal places", min: 0, max: 10, default: 3 }),
    count: count(10),
  },
  generate(random, { mean, sd, places, count }) {
    return {
      values: Array.from({ length: count }, () => {
        const value = random.normal(mean, sd);
        return { text: value.toFixed(places), data: { value } };
      }),
    };
  },
});

export default [
  randomNumber,
  randomDecimal,
  numberList,
  lotteryNumbers,
  randomPrime,
  diceRoller,
  coinFlip,
  gaussianNumber,
];
