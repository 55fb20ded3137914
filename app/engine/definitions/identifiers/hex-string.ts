import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import { plural } from "../../shared/format";
import { RUN_CHARACTERS_HELP, runCharactersProblem } from "../../shared/run-size";

function randomHex(random: Random, digits: number): string {
  let hex = "";
  for (let i = 0; i < digits; i++) hex += random.int(0, 15).toString(16);
  return hex;
}

export default defineGenerator({
  id: "hex-string",
  title: "Random Hex String",
  category: "identifiers",
  iconText: "#️⃣",
  description: "Random hexadecimal strings of any length, for tokens, keys, salts and test data.",
  keywords: ["hex", "hexadecimal", "random hex", "token", "salt"],
  algorithm:
    "Each hex digit is an unbiased integer from 0 to 15 by rejection sampling (Random.int): 4 random bits per digit. Upper case and the 0x prefix are applied after drawing.",
  version: 1,
  secret: true,
  inputs: {
    length: integer({ label: "Length (hex digits)", min: 1, max: 1024, default: 32 }),
    letterCase: select({
      label: "Letters",
      options: [
        { value: "lower", label: "Lowercase (a–f)" },
        { value: "upper", label: "Uppercase (A–F)" },
      ],
      default: "lower",
    }),
    prefix: toggle({ label: "Add 0x prefix", default: false }),
    // A value can be 1,024 characters long: the budget keeps a run near 1 MB.
    count: count(1, { help: RUN_CHARACTERS_HELP }),
  },
  check({ length, count }) {
    return runCharactersProblem(length, count);
  },
  generate(random, { length, letterCase, prefix, count }) {
    const entropyBits = length * 4;
    const values = Array.from({ length: count }, () => {
      const hex = randomHex(random, length);
      const digits = letterCase === "upper" ? hex.toUpperCase() : hex;
      return { text: prefix ? `0x${digits}` : digits, data: { entropyBits } };
    });
    return {
      values,
      summary: `Each string has ${plural(entropyBits, "random bit")}.`,
    };
  },
});
