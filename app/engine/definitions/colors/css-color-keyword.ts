import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { relativeLuminance } from "../../shared/colors";

type Choice = "any" | "light" | "dark";

/** Light colours take black text (luminance above 0.179, where black and white contrast equally). */
const isLight = (hex: string) => relativeLuminance(hex) > 0.179;

export default defineListGenerator({
  id: "css-color-keyword",
  title: "Random CSS Colour Name",
  category: "colors",
  iconText: "🎯",
  description:
    "The named colours you can type straight into CSS — rebeccapurple, papayawhip, cornflowerblue and the rest of the 148 keywords — with their hex codes, light or dark.",
  keywords: ["css color names", "html color names", "named colors", "web colors", "color keyword"],
  entries: () => import("../../data/css-colors").then((m) => m.default),
  pool: "the 148 CSS colour keywords, or the light or dark ones",
  filters: [
    {
      name: "shade",
      field: select<Choice>({
        label: "Light or dark",
        options: [
          { value: "any", label: "Any colour" },
          { value: "light", label: "Light (black text reads best on it)" },
          { value: "dark", label: "Dark (white text reads best on it)" },
        ],
        default: "any",
      }),
      keeps: ([, hex], choice) => choice === "any" || isLight(hex) === (choice === "light"),
    },
  ],
  plural: (choice) => (choice === "any" ? "CSS colour names" : `${choice} CSS colour names`),
  defaultCount: 5,
  value: ([keyword, hex]) => ({
    text: `${keyword} ${hex}`,
    swatches: [hex],
    data: { keyword, hex, light: isLight(hex) },
  }),
});
