import { count, integer, select, text, toggle } from "../core/fields";
import { defineGenerator, type GeneratedValue, type InputProblem } from "../core/engine";
import { capitalize, plural, roundBits } from "./shared";

/** log2 of a positive BigInt, accurate to double precision however large it is. */
export function log2BigInt(n: bigint): number {
  if (n <= 0n) return -Infinity;
  const bits = n.toString(2).length;
  if (bits <= 53) return Math.log2(Number(n));
  const shift = bits - 53;
  return shift + Math.log2(Number(n >> BigInt(shift)));
}

// ---------------------------------------------------------------------------
// Password
// ---------------------------------------------------------------------------

export const DEFAULT_SYMBOLS = "!@#$%^&*()-_=+[]{};:,.?/";
/** Characters easily mistaken for one another in many fonts. */
export const LOOK_ALIKES = "Il1O0o";

const UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";

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

const CLASS_LABELS = {
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

/**
 * With "at least one of each", whole passwords are redrawn until one qualifies. Settings where
 * fewer than 1 in this many qualify are refused, so a run never takes more than a moment.
 */
const MAX_EXPECTED_REDRAWS = 1000n;

function checkPassword(input: PasswordInput): InputProblem | null {
  if (input.symbols && /[\p{L}\p{N}\s]/u.test(input.symbolSet)) {
    return {
      field: "symbolSet",
      message:
        "Symbol characters can only hold punctuation and other symbols, not letters, digits or spaces.",
    };
  }
  const classes = passwordClasses(input);
  if (classes.length === 0) {
    return {
      field: "uppercase",
      message: "Turn on at least one of Uppercase letters, Lowercase letters, Digits or Symbols.",
    };
  }
  for (const cls of classes) {
    if (cls.characters.length > 0) continue;
    if (cls.field === "symbols" && input.symbolSet === "") {
      return {
        field: "symbolSet",
        message: "Symbol characters is empty: type some symbols or turn off Symbols.",
      };
    }
    return {
      field: "exclude",
      message: `No ${cls.label.toLowerCase()} are left after the exclusions: allow some back in Exclude these characters or turn off ${cls.label}.`,
    };
  }
  const sizes = classes.map((cls) => cls.characters.length);
  const pool = sizes.reduce((a, b) => a + b, 0);
  if (pool < 2) {
    return {
      field: "exclude",
      message:
        "Only one character is left to choose from: exclude fewer characters or turn on more kinds.",
    };
  }
  if (input.eachKind) {
    if (input.length < classes.length) {
      return {
        field: "length",
        message: `A ${input.length}-character password can't hold one of each of the ${classes.length} chosen kinds: make Length at least ${classes.length} or turn off At least one of each chosen kind.`,
      };
    }
    const valid = countPasswordsWithEachClass(sizes, input.length);
    const total = BigInt(pool) ** BigInt(input.length);
    if (valid * MAX_EXPECTED_REDRAWS < total) {
      return {
        field: "length",
        message: `Only about 1 in ${(total / valid).toLocaleString("en-US")} passwords of this length has every chosen kind, which takes too long to find: make Length longer, exclude fewer characters, or turn off At least one of each chosen kind.`,
      };
    }
  }
  return null;
}

const password = defineGenerator({
  id: "password-generator",
  title: "Password Generator",
  category: "security",
  iconText: "🔑",
  description:
    "Strong random passwords with the length and characters you choose, and their strength in bits.",
  keywords: ["password", "strong password", "secure password", "random password", "entropy"],
  algorithm:
    "Each character is a uniform pick (Random.pick) from the pool of every chosen kind left after the exclusions. With At least one of each chosen kind, a password missing a kind is redrawn whole (rejection sampling), so every password that qualifies is equally likely; the entropy counts exactly those passwords by inclusion–exclusion.",
  version: 1,
  inputs: {
    length: integer({ label: "Length", min: 4, max: 256, default: 16 }),
    uppercase: toggle({ label: CLASS_LABELS.uppercase, default: true }),
    lowercase: toggle({ label: CLASS_LABELS.lowercase, default: true }),
    digits: toggle({ label: CLASS_LABELS.digits, default: true }),
    symbols: toggle({ label: CLASS_LABELS.symbols, default: true }),
    symbolSet: text({
      label: "Symbol characters",
      help: "The symbols to use when Symbols is on.",
      maxLength: 64,
      default: DEFAULT_SYMBOLS,
    }),
    noLookAlikes: toggle({
      label: "Exclude look-alike characters",
      help: `Leaves out ${LOOK_ALIKES.split("").join(" ")}.`,
      default: false,
    }),
    exclude: text({
      label: "Exclude these characters",
      maxLength: 256,
      default: "",
      placeholder: "\"'`\\",
    }),
    eachKind: toggle({
      label: "At least one of each chosen kind",
      help: "Only passwords that contain every kind you turned on.",
      default: true,
    }),
    count: count(1),
  },
  check(input) {
    return checkPassword(input);
  },
  generate(random, input) {
    const classes = passwordClasses(input);
    const pool = classes.flatMap((cls, kind) => cls.characters.map((char) => ({ char, kind })));
    const everyKind = (1 << classes.length) - 1;
    const entropyBits = roundBits(
      passwordEntropyBits(
        classes.map((cls) => cls.characters.length),
        input.length,
        input.eachKind,
      ),
    );
    const values: GeneratedValue[] = Array.from({ length: input.count }, () => {
      // Uniform over all passwords that meet the rule: redraw the whole password until it does.
      for (;;) {
        let text = "";
        let kinds = 0;
        for (let i = 0; i < input.length; i++) {
          const drawn = random.pick(pool);
          text += drawn.char;
          kinds |= 1 << drawn.kind;
        }
        if (!input.eachKind || kinds === everyKind) return { text, data: { entropyBits } };
      }
    });
    return {
      values,
      summary: `Each password has about ${entropyBits} bits of entropy (${plural(pool.length, "possible character")}).`,
    };
  },
});

// ---------------------------------------------------------------------------
// Passphrase
// ---------------------------------------------------------------------------

const PASSPHRASE_SEPARATORS = { space: " ", hyphen: "-", dot: ".", none: "" } as const;

const passphrase = defineGenerator({
  id: "passphrase",
  title: "Passphrase Generator",
  category: "security",
  iconText: "📝",
  description:
    "Memorable passphrases of random common words, like correct-horse-battery-staple, with their strength in bits.",
  keywords: ["passphrase", "diceware", "memorable password", "word password", "bip39"],
  algorithm:
    "Each word is a uniform pick (Random.pick) from a list of 2,048 common English words: 11 bits per word. Add a number appends one digit, an unbiased integer from 0 to 9 (Random.int).",
  version: 1,
  inputs: {
    words: integer({ label: "Words", min: 3, max: 20, default: 6 }),
    separator: select({
      label: "Separator",
      options: [
        { value: "hyphen", label: "Hyphen (-)" },
        { value: "space", label: "Space" },
        { value: "dot", label: "Dot (.)" },
        { value: "none", label: "None" },
      ],
      default: "hyphen",
    }),
    capitalize: toggle({ label: "Capitalize words", default: false }),
    addNumber: toggle({
      label: "Add a number",
      help: "Appends one random digit (0–9) at the end.",
      default: false,
    }),
    count: count(1),
  },
  load: () => import("../data/passphrase-words").then((m) => m.default),
  generate(random, { words, separator, capitalize: capitalized, addNumber, count }, wordList) {
    const entropyBits = roundBits(
      words * Math.log2(wordList.length) + (addNumber ? Math.log2(10) : 0),
    );
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      const chosen = Array.from({ length: words }, () => random.pick(wordList));
      const shown = capitalized ? chosen.map(capitalize) : chosen;
      const digit = addNumber ? String(random.int(0, 9)) : "";
      return {
        text: shown.join(PASSPHRASE_SEPARATORS[separator]) + digit,
        data: { entropyBits, words: chosen },
      };
    });
    return {
      values,
      summary: `Each passphrase has about ${entropyBits} bits of entropy (${plural(words, "word")} from a list of ${wordList.length.toLocaleString("en-US")}${addNumber ? ", plus a digit" : ""}).`,
    };
  },
});

// ---------------------------------------------------------------------------
// PIN
// ---------------------------------------------------------------------------

/** Whether a PIN is one digit repeated (1111) or a straight run up or down (1234, 9876). */
export function isWeakPin(pin: string): boolean {
  const digits = Array.from(pin, Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  return [0, 1, -1].some((step) => steps.every((s) => s === step));
}

/** How many PINs of `length` digits are weak: 10 repeated digits plus the runs up and down. */
export function weakPinCount(length: number): number {
  return 10 + 2 * Math.max(0, 11 - length);
}

const pin = defineGenerator({
  id: "pin",
  title: "PIN Generator",
  category: "security",
  iconText: "🔒",
  description:
    "Random numeric PINs of 3 to 12 digits, skipping easy guesses like 1111 and 1234 if you like.",
  keywords: ["pin", "pin code", "passcode", "numeric code", "random digits"],
  algorithm:
    "Each digit is an unbiased integer from 0 to 9 by rejection sampling (Random.int). With Avoid weak PINs, a PIN of one repeated digit or a straight run up or down is redrawn whole, so every remaining PIN is equally likely.",
  version: 1,
  inputs: {
    length: integer({ label: "PIN length", min: 3, max: 12, default: 4 }),
    avoidWeak: toggle({
      label: "Avoid weak PINs",
      help: "Skips one repeated digit (1111) and straight runs (1234, 9876).",
      default: true,
    }),
    count: count(1),
  },
  generate(random, { length, avoidWeak, count }) {
    const possible = 10 ** length - (avoidWeak ? weakPinCount(length) : 0);
    const entropyBits = roundBits(Math.log2(possible));
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      let code: string;
      do {
        code = "";
        for (let i = 0; i < length; i++) code += String(random.int(0, 9));
      } while (avoidWeak && isWeakPin(code));
      return { text: code, data: { entropyBits } };
    });
    return { values, summary: `Each PIN has about ${entropyBits} bits of entropy.` };
  },
});

// ---------------------------------------------------------------------------
// API key
// ---------------------------------------------------------------------------

const BASE64URL_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Bitcoin's base58 alphabet: no 0, O, I or l. */
export const BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function encodeHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Base64url without padding (RFC 4648 §5). */
export function encodeBase64Url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.subarray(i, i + 3);
    const n = ((chunk[0] ?? 0) << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    const chars = chunk.length + 1;
    for (let j = 0; j < chars; j++) out += BASE64URL_ALPHABET[(n >>> (18 - 6 * j)) & 63];
  }
  return out;
}

/** Base58 (Bitcoin alphabet): the bytes as one big number, each leading zero byte as "1". */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  let out = "";
  while (n > 0n) {
    out = BASE58_ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return "1".repeat(zeros) + out;
}

const ENCODERS = { hex: encodeHex, base64url: encodeBase64Url, base58: encodeBase58 } as const;

const apiKey = defineGenerator({
  id: "api-key",
  title: "API Key Generator",
  category: "security",
  iconText: "🗝️",
  description:
    "Random API keys and secret tokens from 8 to 128 random bytes, in hex, base64url or base58, with an optional prefix.",
  keywords: ["api key", "secret token", "access token", "random token", "bearer token"],
  algorithm:
    "The chosen number of random bytes (Random.bytes, four per 32-bit word), written after the prefix in base58 (Bitcoin's alphabet, leading zero bytes as 1), base64url without padding (RFC 4648 §5) or hex: 8 random bits per byte.",
  version: 1,
  inputs: {
    bytes: integer({ label: "Random bytes", min: 8, max: 128, default: 32 }),
    encoding: select({
      label: "Encoding",
      options: [
        { value: "base58", label: "Base58 (no look-alikes)" },
        { value: "base64url", label: "Base64url" },
        { value: "hex", label: "Hex" },
      ],
      default: "base58",
    }),
    prefix: text({
      label: "Prefix",
      help: "Letters, digits, _ and - only, e.g. sk_live_.",
      maxLength: 16,
      default: "",
      placeholder: "sk_",
    }),
    count: count(1),
  },
  check({ prefix }) {
    return /^[A-Za-z0-9_-]*$/.test(prefix)
      ? null
      : {
          field: "prefix",
          message: "Prefix can only use letters, digits, _ and -: remove the other characters.",
        };
  },
  generate(random, { bytes, encoding, prefix, count }) {
    const entropyBits = bytes * 8;
    const values: GeneratedValue[] = Array.from({ length: count }, () => ({
      text: prefix + ENCODERS[encoding](random.bytes(bytes)),
      data: { entropyBits },
    }));
    return { values, summary: `Each key has ${plural(entropyBits, "random bit")}.` };
  },
});

export default [password, passphrase, pin, apiKey];
