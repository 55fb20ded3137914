// Sets of Unicode characters by script or block, as ranges of code points (inclusive), written
// for this site from the Unicode code charts (plain facts). Only assigned, visible characters are
// listed: gaps, combining marks, spaces and soft hyphens are left out, and every range dates
// from Unicode 7.0 (2014) or earlier except the newest currency signs, so the characters show
// on almost every device.

export interface UnicodeSet {
  key: string;
  name: string;
  /** The Unicode block the characters come from. */
  block: string;
  ranges: readonly (readonly [number, number])[];
}

const sets: readonly UnicodeSet[] = [
  {
    key: "latin-1",
    name: "Latin-1 letters and signs",
    block: "Latin-1 Supplement",
    ranges: [
      [0xa1, 0xac],
      [0xae, 0xff],
    ],
  },
  {
    key: "latin-extended-a",
    name: "Latin letters with accents",
    block: "Latin Extended-A",
    ranges: [[0x100, 0x17f]],
  },
  {
    key: "greek",
    name: "Greek alphabet",
    block: "Greek and Coptic",
    ranges: [
      [0x391, 0x3a1],
      [0x3a3, 0x3a9],
      [0x3b1, 0x3c9],
    ],
  },
  {
    key: "cyrillic",
    name: "Cyrillic",
    block: "Cyrillic",
    ranges: [
      [0x400, 0x482],
      [0x48a, 0x4ff],
    ],
  },
  { key: "hebrew", name: "Hebrew letters", block: "Hebrew", ranges: [[0x5d0, 0x5ea]] },
  {
    key: "arabic",
    name: "Arabic letters",
    block: "Arabic",
    ranges: [
      [0x621, 0x63a],
      [0x641, 0x64a],
    ],
  },
  { key: "runic", name: "Runes", block: "Runic", ranges: [[0x16a0, 0x16f8]] },
  { key: "hiragana", name: "Hiragana", block: "Hiragana", ranges: [[0x3041, 0x3096]] },
  { key: "katakana", name: "Katakana", block: "Katakana", ranges: [[0x30a1, 0x30fa]] },
  {
    key: "superscripts",
    name: "Superscripts and subscripts",
    block: "Superscripts and Subscripts",
    ranges: [
      [0x2070, 0x2071],
      [0x2074, 0x208e],
      [0x2090, 0x209c],
    ],
  },
  {
    key: "currency",
    name: "Currency signs",
    block: "Currency Symbols",
    ranges: [[0x20a0, 0x20bf]],
  },
  {
    key: "letterlike",
    name: "Letterlike symbols",
    block: "Letterlike Symbols",
    ranges: [[0x2100, 0x214f]],
  },
  {
    key: "number-forms",
    name: "Fractions and Roman numerals",
    block: "Number Forms",
    ranges: [[0x2150, 0x2189]],
  },
  { key: "arrows", name: "Arrows", block: "Arrows", ranges: [[0x2190, 0x21ff]] },
  {
    key: "math",
    name: "Mathematical operators",
    block: "Mathematical Operators",
    ranges: [[0x2200, 0x22ff]],
  },
  { key: "box-drawing", name: "Box drawing", block: "Box Drawing", ranges: [[0x2500, 0x257f]] },
  {
    key: "block-elements",
    name: "Block elements",
    block: "Block Elements",
    ranges: [[0x2580, 0x259f]],
  },
  {
    key: "geometric-shapes",
    name: "Geometric shapes",
    block: "Geometric Shapes",
    ranges: [[0x25a0, 0x25ff]],
  },
  {
    key: "misc-symbols",
    name: "Miscellaneous symbols",
    block: "Miscellaneous Symbols",
    ranges: [[0x2600, 0x26ff]],
  },
  { key: "dingbats", name: "Dingbats", block: "Dingbats", ranges: [[0x2701, 0x27bf]] },
  {
    key: "braille",
    name: "Braille patterns",
    block: "Braille Patterns",
    ranges: [[0x2801, 0x28ff]],
  },
];

export default sets;
