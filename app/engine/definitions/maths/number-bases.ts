import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";

type Base = "binary" | "octal" | "hex" | "all";

const RADIX = { binary: 2, octal: 8, hex: 16 } as const;
const PREFIX = { binary: "0b", octal: "0o", hex: "0x" } as const;

export default defineGenerator({
  id: "number-bases",
  title: "Binary, Octal & Hex Numbers",
  category: "maths",
  iconText: "💻",
  description:
    "Random numbers of a chosen bit width written in binary, octal or hexadecimal, with the decimal value: for conversion practice and test data.",
  keywords: ["binary number", "hex number", "octal", "number base conversion", "random binary"],
  algorithm:
    "Draws each number uniformly from 0 to 2ⁿ − 1 for n bits (Random.int, unbiased by rejection; two words above 32 bits) and writes it in the chosen bases, padded to the full width with leading zeros when asked.",
  version: 1,
  inputs: {
    base: select<Base>({
      label: "Base",
      options: [
        { value: "binary", label: "Binary (base 2)" },
        { value: "octal", label: "Octal (base 8)" },
        { value: "hex", label: "Hexadecimal (base 16)" },
        { value: "all", label: "All three" },
      ],
      default: "binary",
    }),
    bits: integer({ label: "Bits", min: 1, max: 53, default: 8 }),
    pad: toggle({ label: "Pad with leading zeros", default: true }),
    prefix: toggle({ label: "Show 0b / 0o / 0x", default: false }),
    showDecimal: toggle({ label: "Show the decimal value", default: true }),
    count: count(10),
  },
  generate(random, { base, bits, pad, prefix, showDecimal, count }) {
    const write = (value: number, name: keyof typeof RADIX) => {
      const radix = RADIX[name];
      const width = Math.ceil(bits / Math.log2(radix));
      const digits = value.toString(radix).toUpperCase();
      return `${prefix ? PREFIX[name] : ""}${pad ? digits.padStart(width, "0") : digits}`;
    };
    const values = Array.from({ length: count }, () => {
      const value = random.int(0, 2 ** bits - 1);
      const binary = write(value, "binary");
      const octal = write(value, "octal");
      const hex = write(value, "hex");
      const shown = base === "all" ? `${binary} = ${octal} = ${hex}` : write(value, base);
      return {
        text: showDecimal ? `${shown} (${value})` : shown,
        data: { value, binary, octal, hex },
      };
    });
    return { values };
  },
});
