import {
  defineGenerator,
  type GeneratedValue,
  type Generation,
  type InputProblem,
} from "../../core/engine";
import { count, integer, text, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import { textsFromIndices } from "../../shared/bulk-text";
import { plural, roundBits } from "../../shared/format";
import {
  CLASS_LABELS,
  DEFAULT_SYMBOLS,
  LOOK_ALIKES,
  countPasswordsWithEachClass,
  passwordClasses,
  passwordEntropyBits,
  type PasswordInput,
} from "../../shared/passwords";

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

/**
 * Copies the passwords of `drawn` (runs of `length` pool indices) that have every kind of
 * `everyKind` (a bit per kind; 0 keeps them all) into `kept` after its first `done`
 * passwords, in order, and returns how many `kept` then holds. `drawn` may be `kept` itself,
 * since a password then only moves towards the front.
 */
function keepQualifying(
  drawn: Uint8Array,
  kept: Uint8Array,
  done: number,
  { length, kindBits, everyKind }: { length: number; kindBits: Uint8Array; everyKind: number },
): number {
  for (let start = 0; start < drawn.length; start += length) {
    if (everyKind !== 0) {
      let kinds = 0;
      for (let i = start; i < start + length; i++) kinds |= kindBits[drawn[i] as number] as number;
      if (kinds !== everyKind) continue;
    }
    const to = done * length;
    if (drawn !== kept || to !== start) {
      for (let i = 0; i < length; i++) kept[to + i] = drawn[start + i] as number;
    }
    done++;
  }
  return done;
}

/** Version 1: one Random.pick (a whole 32-bit word) per character, each password redrawn alone. */
function generateV1(random: Random, input: PasswordInput): Generation {
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
}

export default defineGenerator({
  id: "password-generator",
  title: "Password Generator",
  category: "security",
  iconText: "🔑",
  description:
    "Strong random passwords with the length and characters you choose, and their strength in bits.",
  keywords: ["password", "strong password", "secure password", "random password", "entropy"],
  algorithm:
    "Each character is an index into the pool of every chosen kind left after the exclusions, from one random byte (Random.indicesInto: masked to the smallest power of two at least the pool's size, drawn again when not below it, so every character is exactly equally likely). A run's indices are drawn at once, `length` per password. With At least one of each chosen kind, passwords missing a kind are dropped and as many drawn again (rejection sampling), so every qualifying password is equally likely; the entropy counts them by inclusion–exclusion.",
  version: 2,
  secret: true,
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
    const { length } = input;
    const classes = passwordClasses(input);
    const characters = classes.flatMap((cls) => cls.characters);
    // The kind of each pool index as a bit, to see which kinds a password has.
    const kindBits = Uint8Array.from(
      classes.flatMap((cls, kind) => cls.characters.map(() => 1 << kind)),
    );
    const everyKind = input.eachKind ? (1 << classes.length) - 1 : 0;
    const qualifying = { length, kindBits, everyKind };
    // The first round draws every password and keeps the qualifying ones at the front; each
    // further round draws as many as are missing.
    const kept = random.indicesInto(new Uint8Array(input.count * length), characters.length);
    let done = keepQualifying(kept, kept, 0, qualifying);
    while (done < input.count) {
      const missing = (input.count - done) * length;
      const drawn = random.indicesInto(new Uint8Array(missing), characters.length);
      done = keepQualifying(drawn, kept, done, qualifying);
    }
    const entropyBits = roundBits(
      passwordEntropyBits(
        classes.map((cls) => cls.characters.length),
        length,
        input.eachKind,
      ),
    );
    const values: GeneratedValue[] = textsFromIndices(kept, characters, length).map((text) => ({
      text,
      data: { entropyBits },
    }));
    return {
      values,
      summary: `Each password has about ${entropyBits} bits of entropy (${plural(characters.length, "possible character")}).`,
    };
  },
  legacy: { 1: generateV1 },
});
