import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const PERIODS = {
  any: { label: "Any time", plural: "film eras", keeps: () => true },
  early: {
    label: "Before 1945",
    plural: "film eras starting before 1945",
    keeps: (from: number) => from < 1945,
  },
  middle: {
    label: "1945 to 1979",
    plural: "film eras starting from 1945 to 1979",
    keeps: (from: number) => from >= 1945 && from <= 1979,
  },
  recent: {
    label: "1980 onwards",
    plural: "film eras starting from 1980",
    keeps: (from: number) => from >= 1980,
  },
} as const;

type Period = keyof typeof PERIODS;

export default defineListGenerator({
  id: "film-era",
  title: "Film Era",
  category: "entertainment",
  iconText: "📽️",
  description:
    "An era or movement of film history with its years and what marks it, from silent film and film noir to the French New Wave: pick a decade for a movie night or a film-studies topic.",
  keywords: ["film eras", "film history", "movie decade", "film movements", "movie night theme"],
  entries: () => import("../../data/film-eras").then((m) => m.default),
  pool: "20 eras and movements of film history, narrowed to those starting in the chosen period",
  filters: [
    {
      name: "period",
      field: select({
        label: "Starting",
        options: (Object.keys(PERIODS) as Period[]).map((value) => ({
          value,
          label: PERIODS[value].label,
        })),
        default: "any",
      }),
      keeps: (e, period) => PERIODS[period].keeps(e.from),
    },
  ],
  plural: (period) => PERIODS[period].plural,
  value: (e) => ({
    text: `${e.era} (${e.from}–${e.to ?? "today"}): ${e.description}`,
    data: { era: e.era, from: e.from, to: e.to ?? "today", description: e.description },
  }),
});
