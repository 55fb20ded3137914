import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

type Choice = "any" | "first" | "second";

export default defineListGenerator({
  id: "bright-star",
  title: "Random Bright Star",
  category: "science",
  iconText: "⭐",
  description:
    "The brightest stars of the night sky — Sirius, Vega, Betelgeuse, Polaris and about 100 more — with their constellation, brightness and distance in light-years.",
  keywords: ["star", "brightest stars", "star names", "night sky", "astronomy"],
  entries: () => import("../../data/stars").then((m) => m.default),
  pool: "the site's list of 100 bright stars, or those of the chosen brightness",
  filters: [
    {
      name: "brightness",
      field: select<Choice>({
        label: "Brightness",
        options: [
          { value: "any", label: "Any bright star" },
          { value: "first", label: "The brightest (magnitude below 1.5)" },
          { value: "second", label: "Second magnitude (1.5 or dimmer)" },
        ],
        default: "any",
      }),
      keeps: (s, choice) => choice === "any" || (choice === "first" ? s[2] < 1.5 : s[2] >= 1.5),
    },
  ],
  plural: (choice) => (choice === "first" ? "first-magnitude stars" : "bright stars"),
  value: ([name, constellation, magnitude, distanceLy]) => ({
    text: `${name} (${constellation})`,
    data: { name, constellation, magnitude, distanceLy },
  }),
});
