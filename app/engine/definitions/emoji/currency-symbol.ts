import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

type Choice = "any" | "sign" | "letters" | "current";

export default defineListGenerator({
  id: "currency-symbol",
  title: "Random Currency Symbol",
  category: "emoji",
  iconText: "💲",
  description:
    "Currency signs such as €, ₹, ₩ and ₿, and the letters currencies are written with (zł, kr, R$), each with its name and the currencies that use it.",
  keywords: ["currency symbol", "money sign", "currency sign", "special characters", "unicode"],
  entries: () => import("../../data/currency-symbols").then((m) => m.default),
  pool: "the site's list of 60 currency signs and letter symbols, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<Choice>({
        label: "Kind",
        options: [
          { value: "any", label: "Any symbol" },
          { value: "sign", label: "Signs with a character of their own (€, ₹…)" },
          { value: "current", label: "Signs of currencies in use today" },
          { value: "letters", label: "Letters used as symbols (zł, kr…)" },
        ],
        default: "any",
      }),
      keeps: (c, choice) =>
        choice === "any" ||
        (choice === "current" ? c.kind === "sign" && c.currencies.length > 0 : c.kind === choice),
    },
  ],
  plural: (choice) => (choice === "letters" ? "letter symbols" : "currency signs"),
  value: (c) => ({
    text: c.symbol,
    data: { symbol: c.symbol, name: c.name, currencies: c.currencies, kind: c.kind },
  }),
});
