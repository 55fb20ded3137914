import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

type Choice = "both" | "Canada" | "Australia";

export default defineListGenerator({
  id: "province-or-state",
  title: "Random Canadian Province or Australian State",
  category: "geography",
  iconText: "🍁",
  description:
    "Canada's 10 provinces and 3 territories, or Australia's 6 states and 2 mainland territories, with their capital and abbreviation.",
  keywords: ["canadian province", "australian state", "province generator", "territory", "capital"],
  entries: () => import("../../data/provinces").then((m) => m.default),
  pool: "Canada's 13 provinces and territories and Australia's 8 states and territories, or one country's",
  filters: [
    {
      name: "country",
      field: select<Choice>({
        label: "Country",
        options: [
          { value: "Canada", label: "Canada (provinces and territories)" },
          { value: "Australia", label: "Australia (states and territories)" },
          { value: "both", label: "Both" },
        ],
        default: "Canada",
      }),
      keeps: (p, choice) => choice === "both" || p.country === choice,
    },
  ],
  plural: (choice) =>
    choice === "Canada"
      ? "Canadian provinces and territories"
      : choice === "Australia"
        ? "Australian states and territories"
        : "provinces, states and territories",
  value: (p) => ({
    text: `${p.name} (${p.abbreviation})`,
    data: {
      name: p.name,
      country: p.country,
      kind: p.kind,
      abbreviation: p.abbreviation,
      capital: p.capital,
    },
  }),
});
