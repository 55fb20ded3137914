import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer, select, text } from "../../core/fields";
import { plural, roundBits } from "../../shared/format";
import { RUN_CHARACTERS_HELP, runCharactersProblem } from "../../shared/run-size";

/** The characters of each preset choice of Characters. */
export const STRING_CHARACTER_SETS = {
  alphanumeric: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
  letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  digits: "0123456789",
  hex: "0123456789abcdef",
} as const;

function uniqueCharacters(characters: string): string[] {
  return [...new Set(Array.from(characters))];
}

export default defineGenerator({
  id: "random-string",
  title: "Random String",
  category: "text",
  iconText: "🧵",
  description:
    "Random strings of letters, digits, hex or your own characters, every character equally likely.",
  keywords: ["random string", "random text", "alphanumeric", "characters", "token"],
  algorithm:
    "Each character is a uniform pick (Random.pick, an unbiased index by rejection sampling) from the chosen characters, each counted once even if typed twice, so none is more likely than another.",
  version: 1,
  secret: true,
  inputs: {
    length: integer({ label: "Length", min: 1, max: 1024, default: 16 }),
    characters: select({
      label: "Characters",
      options: [
        { value: "alphanumeric", label: "Letters and digits" },
        { value: "letters", label: "Letters" },
        { value: "digits", label: "Digits" },
        { value: "hex", label: "Hex (0–9, a–f)" },
        { value: "custom", label: "Custom" },
      ],
      default: "alphanumeric",
    }),
    custom: text({
      label: "Custom characters",
      help: "Used when Characters is Custom.",
      maxLength: 256,
      default: "",
      placeholder: "abc123!?",
    }),
    // A value can be 1,024 characters long: the budget keeps a run near 1 MB.
    count: count(1, { help: RUN_CHARACTERS_HELP }),
  },
  check({ length, characters, custom, count }) {
    if (characters === "custom" && uniqueCharacters(custom).length < 2) {
      return {
        field: "custom",
        message:
          "Custom characters needs at least 2 different characters: type the characters to use.",
      };
    }
    return runCharactersProblem(length, count);
  },
  generate(random, { length, characters, custom, count }) {
    const source = characters === "custom" ? custom : STRING_CHARACTER_SETS[characters];
    const pool = uniqueCharacters(source);
    const notes: string[] = [];
    const repeats = Array.from(source).length - pool.length;
    if (repeats > 0) {
      notes.push(
        `Used each character once: ignored ${plural(repeats, "repeated character")} in Custom characters.`,
      );
    }
    const entropyBits = roundBits(length * Math.log2(pool.length));
    const values: GeneratedValue[] = Array.from({ length: count }, () => {
      let value = "";
      for (let i = 0; i < length; i++) value += random.pick(pool);
      return { text: value, data: { entropyBits } };
    });
    return {
      values,
      notes: notes.length > 0 ? notes : undefined,
      summary: `Each string has about ${entropyBits} bits of randomness (${plural(pool.length, "possible character")}).`,
    };
  },
});
