import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "us-state",
  title: "Random US State",
  category: "places",
  iconText: "🇺🇸",
  description: "States of the USA picked at random, with their postal code and capital.",
  keywords: ["united states", "state picker", "usa", "geography", "state capital"],
  entries: () => import("../../data/us-states").then((m) => m.default),
  plural: "states",
  pool: "the 50 US states",
  value: (s) => ({
    text: `${s.name} (${s.code})`,
    data: { name: s.name, code: s.code, capital: s.capital },
  }),
});
