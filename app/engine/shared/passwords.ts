// The password generator's character kinds and its exact entropy count, shared with the
// benchmark and the article that explains password strength.

/** log2 of a positive BigInt, accurate to double precision however large it is. */
export function log2BigInt(n: bigint): number {
  if (n <= 0n) return -Infinity;
  const bits = n.toString(2).length;
  if (bits <= 53) return Math.log2(Number(n));
  const shift = bits - 53;
  return shift + Math.log2(Number(n >> BigInt(shift)));
}

/** The default of Symbol characters. */
export const DEFAULT_SYMBOLS = "!@#$%^&*()-_=+[]{};:,.?/";
/** Characters easily mistaken for one another in many fonts. */
export const LOOK_ALIKES = "Il1O0o";

const UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";

/** The password generator's input. */
export type PasswordInput = {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  digits: boolean;
  symbols: boolean;
  symbolSet: string;
  noLookAlikes: boolean;
  exclude: string;
  eachKind: boolean;
  count: number;
};

interface CharacterClass {
  /** The toggle that turns this kind on. */
  field: "uppercase" | "lowercase" | "digits" | "symbols";
  label: string;
  /** The characters left after exclusions, each once. */
  characters: string[];
}

/** The label of each kind's toggle, also used in messages. */
export const CLASS_LABELS = {
  uppercase: "Uppercase letters",
  lowercase: "Lowercase letters",
  digits: "Digits",
  symbols: "Symbols",
} as const;

/** The chosen kinds of character, each with what is left of it after the exclusions. */
export function passwordClasses(input: PasswordInput): CharacterClass[] {
  const excluded = new Set(Array.from(input.exclude));
  if (input.noLookAlikes) for (const c of LOOK_ALIKES) excluded.add(c);
  const sources = {
    uppercase: UPPERCASE,
    lowercase: LOWERCASE,
    digits: DIGITS,
    symbols: input.symbolSet,
  } as const;
  const classes: CharacterClass[] = [];
  for (const field of ["uppercase", "lowercase", "digits", "symbols"] as const) {
    if (!input[field]) continue;
    const characters = [...new Set(Array.from(sources[field]))].filter((c) => !excluded.has(c));
    classes.push({ field, label: CLASS_LABELS[field], characters });
  }
  return classes;
}

/**
 * How many passwords of `length` characters, drawn from disjoint classes of the given sizes,
 * contain at least one character of every class. Inclusion–exclusion over the classes left
 * out: Σ over subsets T of (−1)^|T| · (pool − Σ_T sizes)^length, exact in BigInt.
 */
export function countPasswordsWithEachClass(sizes: readonly number[], length: number): bigint {
  const pool = sizes.reduce((a, b) => a + b, 0);
  let total = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    let left = pool;
    let odd = false;
    sizes.forEach((size, i) => {
      if (mask & (1 << i)) {
        left -= size;
        odd = !odd;
      }
    });
    const term = BigInt(left) ** BigInt(length);
    total += odd ? -term : term;
  }
  return total;
}

/** The entropy in bits of one password: log2 of how many passwords the settings allow. */
export function passwordEntropyBits(
  sizes: readonly number[],
  length: number,
  eachKind: boolean,
): number {
  const pool = sizes.reduce((a, b) => a + b, 0);
  return eachKind
    ? log2BigInt(countPasswordsWithEachClass(sizes, length))
    : length * Math.log2(pool);
}
