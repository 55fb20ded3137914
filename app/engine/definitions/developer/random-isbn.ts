import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Random } from "../../core/random";
import { gs1CheckDigit, isbn10CheckDigit } from "../../shared/check-digits";

const digits = (random: Random, n: number) =>
  Array.from({ length: n }, () => random.int(0, 9)).join("");

export default defineGenerator({
  id: "random-isbn",
  title: "Random ISBN",
  category: "developer",
  iconText: "📘",
  description:
    "ISBN-13 and ISBN-10 book numbers with correct check digits, for library software, shop catalogues and test fixtures.",
  keywords: ["isbn", "isbn-13", "isbn-10", "book number", "test isbn"],
  algorithm:
    "Nine unbiased random digits (Random.int) after the 978 or 979 prefix (a uniform pick with Either), then the GS1 mod-10 check digit for ISBN-13, or the mod-11 check character (0–9 or X) for ISBN-10, which exists only for 978 numbers.",
  version: 1,
  inputs: {
    prefix: select({
      label: "Prefix",
      options: [
        { value: "978", label: "978 (Bookland)" },
        { value: "979", label: "979" },
        { value: "either", label: "Either" },
      ],
      default: "978",
    }),
    format: select({
      label: "Format",
      options: [
        { value: "isbn13", label: "ISBN-13 (9780306406157)" },
        { value: "isbn13Hyphen", label: "ISBN-13 with prefix hyphen (978-0306406157)" },
        { value: "isbn10", label: "ISBN-10 (0306406152)" },
      ],
      default: "isbn13",
    }),
    count: count(5),
  },
  check({ prefix, format }) {
    if (format === "isbn10" && prefix !== "978") {
      return {
        field: "prefix",
        message: "ISBN-10 exists only for 978 numbers: choose the 978 prefix or an ISBN-13 format.",
      };
    }
    return null;
  },
  generate(random, { prefix, format, count }) {
    const values = Array.from({ length: count }, () => {
      const gs1 = prefix === "either" ? random.pick(["978", "979"]) : prefix;
      const core = digits(random, 9);
      const isbn13 = `${gs1}${core}${gs1CheckDigit(gs1 + core)}`;
      const isbn10 = gs1 === "978" ? `${core}${isbn10CheckDigit(core)}` : "";
      const text =
        format === "isbn10"
          ? isbn10
          : format === "isbn13Hyphen"
            ? `${gs1}-${isbn13.slice(3)}`
            : isbn13;
      return { text, data: { isbn13, isbn10, prefix: gs1 } };
    });
    return { values };
  },
});
