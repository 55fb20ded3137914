import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

type Choice = "any" | "built" | "natural" | "unesco";

export default defineListGenerator({
  id: "world-landmark",
  title: "Random World Landmark",
  category: "geography",
  iconText: "🗽",
  description:
    "Famous landmarks to visit, draw or quiz on — from the Eiffel Tower and Machu Picchu to Victoria Falls and Ha Long Bay — with their place, country and UNESCO status.",
  keywords: ["landmark", "famous places", "wonders of the world", "travel ideas", "world heritage"],
  entries: () => import("../../data/landmarks").then((m) => m.default),
  pool: "the site's list of about 120 famous landmarks, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<Choice>({
        label: "Kind",
        options: [
          { value: "any", label: "Any landmark" },
          { value: "built", label: "Built by people" },
          { value: "natural", label: "Natural wonders" },
          { value: "unesco", label: "On the UNESCO World Heritage List" },
        ],
        default: "any",
      }),
      keeps: (l, choice) => choice === "any" || (choice === "unesco" ? l[4] : l[3] === choice),
    },
  ],
  plural: (choice) =>
    choice === "natural"
      ? "natural wonders"
      : choice === "unesco"
        ? "World Heritage landmarks"
        : "landmarks",
  value: ([name, place, country, kind, unesco]) => ({
    text: `${name} — ${place}, ${country}`,
    data: { name, place, country, kind, unesco },
  }),
});
