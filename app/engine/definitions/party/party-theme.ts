import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ThemeAudience } from "../../data/party-themes";

const AUDIENCES: Record<ThemeAudience | "any", string> = {
  any: "Anyone",
  kids: "Children's party",
  all: "Any age",
};

export default defineListGenerator({
  id: "party-theme",
  title: "Party Theme Generator",
  category: "party",
  iconText: "🎈",
  description:
    "Ideas for a party theme: children's birthday themes, or themes for any age from a 1980s neon night to a bake-off.",
  keywords: [
    "party theme ideas",
    "birthday party theme",
    "kids party ideas",
    "fancy dress theme",
    "party planning",
  ],
  entries: () => import("../../data/party-themes").then((m) => m.default),
  pool: "the party themes for the chosen guests",
  filters: [
    {
      name: "audience",
      field: select({
        label: "Guests",
        options: Object.entries(AUDIENCES).map(([value, label]) => ({
          value: value as ThemeAudience | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.audience === choice,
    },
  ],
  plural: (choice) =>
    choice === "any" ? "themes" : `themes for a ${AUDIENCES[choice].toLowerCase()}`,
  value: (t) => ({ text: t.text, data: { theme: t.text, audience: t.audience } }),
});
