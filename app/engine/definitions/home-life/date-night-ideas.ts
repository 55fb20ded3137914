import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { DateNightKind } from "../../data/date-night-ideas";

const KINDS: Record<DateNightKind | "any", string> = {
  any: "Any",
  home: "At home",
  out: "Going out",
  free: "Free",
};

export default defineListGenerator({
  id: "date-night-ideas",
  title: "Date Night Ideas",
  category: "home-life",
  iconText: "🕯️",
  description:
    "Date-night ideas for couples: a cosy night in, a night out, or something that costs nothing at all.",
  keywords: [
    "date ideas",
    "date night",
    "things to do as a couple",
    "romantic ideas",
    "free date ideas",
  ],
  entries: () => import("../../data/date-night-ideas").then((m) => m.default),
  pool: "the date-night ideas of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select({
        label: "Kind of date",
        options: Object.entries(KINDS).map(([value, label]) => ({
          value: value as DateNightKind | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.kind === choice,
    },
  ],
  plural: (choice) =>
    choice === "any" ? "date ideas" : `date ideas (${KINDS[choice].toLowerCase()})`,
  value: (i) => ({ text: i.text, data: { idea: i.text, kind: i.kind } }),
});
