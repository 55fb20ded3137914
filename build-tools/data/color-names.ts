import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

/** The colour family of a hex colour, from its HSL hue, saturation and lightness. */
function family(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (s < 0.12 || l < 0.08 || l > 0.96) return "neutral";
  let h = 0;
  if (max === r) h = ((g - b) / d + 6) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h *= 60;
  if (h >= 10 && h < 45 && l < 0.45 && s < 0.75) return "brown";
  if (h < 15 || h >= 345) return "red";
  if (h < 45) return "orange";
  if (h < 70) return "yellow";
  if (h < 160) return "green";
  if (h < 200) return "cyan";
  if (h < 255) return "blue";
  if (h < 290) return "purple";
  return "pink";
}

const source: DataSource = {
  name: "color-names",
  package: "color-name-list",
  licence: "MIT",
  description:
    'The "best of" named colours of color-name-list: [name, hex, family], family from the colour\'s HSL hue (neutral when grey, near black or near white; brown when a dark, muted orange).',
  entryType: "[name: string, hex: string, family: string]",
  build() {
    const path = createRequire(import.meta.url)
      .resolve("color-name-list")
      .replace(/colornames\.umd\.js$/, "colornames.bestof.json");
    const colors = JSON.parse(readFileSync(path, "utf8")) as { name: string; hex: string }[];
    return colors.map((c) => [c.name, c.hex.toLowerCase(), family(c.hex)]);
  },
};

export default source;
