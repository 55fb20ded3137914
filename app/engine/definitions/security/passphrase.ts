import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { capitalize, plural, roundBits } from "../../shared/format";

const PASSPHRASE_SEPARATORS = { space: " ", hyphen: "-", dot: ".", none: "" } as const;

export default defineGenerator({
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
  secret: true,
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
  load: () => import("../../data/passphrase-words").then((m) => m.default),
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
