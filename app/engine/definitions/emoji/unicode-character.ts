import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import sets from "../../data/unicode-sets";

interface Character {
  codePoint: number;
  set: string;
  block: string;
}

/** Every code point of every set, in order. */
async function loadCharacters(): Promise<Character[]> {
  const { default: all } = await import("../../data/unicode-sets");
  return all.flatMap(({ key, block, ranges }) =>
    ranges.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => ({
        codePoint: first + i,
        set: key,
        block,
      })),
    ),
  );
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

export default defineListGenerator({
  id: "unicode-character",
  title: "Random Unicode Character",
  category: "emoji",
  iconText: "🔣",
  description:
    "Unicode characters from a script or block you choose — Greek, Cyrillic, runes, arrows, box drawing, maths, Braille and more — with the code point and HTML entity.",
  keywords: [
    "unicode character",
    "random symbol",
    "special characters",
    "code point",
    "unicode block",
  ],
  entries: loadCharacters,
  pool: "the assigned, visible characters of the chosen set (21 sets cut from Unicode blocks, about 2,400 characters)",
  filters: [
    {
      name: "set",
      field: select({
        label: "Characters",
        options: [
          { value: "any", label: "From any set" },
          ...sets.map(({ key, name }) => ({ value: key, label: name })),
        ],
        default: "arrows",
      }),
      keeps: (c, choice) => choice === "any" || c.set === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "characters"
      : `characters in ${sets.find((s) => s.key === choice)?.name ?? choice}`,
  defaultCount: 10,
  value: ({ codePoint, block }) => ({
    text: String.fromCodePoint(codePoint),
    data: {
      character: String.fromCodePoint(codePoint),
      codePoint: `U+${hex(codePoint)}`,
      decimal: codePoint,
      html: `&#x${hex(codePoint)};`,
      block,
    },
  }),
});
