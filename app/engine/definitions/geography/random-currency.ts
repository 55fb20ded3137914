import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "random-currency",
  title: "Random Currency",
  category: "geography",
  iconText: "💱",
  description:
    "Currencies in use around the world with their ISO 4217 code, number, decimal places and the countries that use them.",
  keywords: ["currency", "iso 4217", "currency code", "money", "world currencies"],
  entries: () => import("../../data/currencies").then((m) => m.default),
  plural: "currencies",
  pool: "the ISO 4217 currencies in use (no precious metals, bond units, fund or test codes)",
  value: (c) => ({
    text: `${c.code} — ${c.name}`,
    data: {
      code: c.code,
      name: c.name,
      number: c.number,
      decimalPlaces: c.digits,
      usedIn: c.countries,
    },
  }),
});
