import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Random } from "../../core/random";
import { contrastRatio, relativeLuminance, rgbToHex } from "../../shared/colors";

const LEVELS = [
  { value: "4.5", label: "AA: 4.5:1 (body text)" },
  { value: "7", label: "AAA: 7:1 (enhanced)" },
  { value: "3", label: "AA large text: 3:1 (18pt, or 14pt bold)" },
] as const;

type Background = "any" | "light" | "dark";

const randomHex = (random: Random) =>
  rgbToHex(random.int(0, 255), random.int(0, 255), random.int(0, 255));

/** Whether a background is light (text darker than it) by its luminance. */
const isLight = (hex: string) => relativeLuminance(hex) > 0.179;

export default defineGenerator({
  id: "accessible-color-pair",
  title: "Accessible Colour Pair",
  category: "colors",
  iconText: "♿",
  description:
    "Text and background colour pairs that pass the WCAG contrast rules — AA, AAA or large text — each with its exact contrast ratio, on a light or dark background.",
  keywords: ["accessible colors", "wcag contrast", "color contrast", "text and background", "a11y"],
  algorithm:
    "A background and a text colour are drawn together (three unbiased channels each, Random.int), and the pair is drawn again until the background is light or dark as asked (luminance above or below 0.179, where black and white text contrast equally) and the WCAG 2 contrast ratio reaches the level. Rejection keeps every qualifying pair equally likely; the ratio shown is rounded down.",
  version: 1,
  inputs: {
    level: select({ label: "Contrast level", options: LEVELS, default: "4.5" }),
    background: select<Background>({
      label: "Background",
      options: [
        { value: "any", label: "Any background" },
        { value: "light", label: "Light background, dark text" },
        { value: "dark", label: "Dark background, light text" },
      ],
      default: "any",
    }),
    count: count(5, { max: 200, reason: "200 pairs are plenty for one go" }),
  },
  generate(random, { level, background, count }) {
    const minimum = Number(level);
    const values = Array.from({ length: count }, () => {
      // Whole pairs are redrawn (a mid-grey background cannot reach 7:1 with any text colour).
      // About one random pair in 55 passes 7:1 on a chosen side: a few hundred draws at most.
      let bg: string;
      let fg: string;
      do {
        bg = randomHex(random);
        fg = randomHex(random);
      } while (
        (background !== "any" && isLight(bg) !== (background === "light")) ||
        contrastRatio(fg, bg) < minimum
      );
      const ratio = Math.floor(contrastRatio(fg, bg) * 100) / 100;
      return {
        text: `${fg} on ${bg} (${ratio.toFixed(2)}:1)`,
        swatches: [fg, bg],
        data: { foreground: fg, background: bg, contrast: ratio, colors: [fg, bg] },
      };
    });
    return { values };
  },
});
