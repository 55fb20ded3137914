import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { IcebreakerSetting } from "../../data/icebreakers";

const SETTINGS: Record<IcebreakerSetting | "any", string> = {
  any: "Any setting",
  work: "Work team",
  class: "Class or school",
  party: "Party",
};

export default defineListGenerator({
  id: "icebreaker-questions",
  title: "Icebreaker Questions",
  category: "party",
  iconText: "🧊",
  description:
    "Icebreaker questions for a work team, a class or a party, written for this site: light, inclusive and easy to answer in front of others.",
  keywords: [
    "icebreakers",
    "team building questions",
    "meeting icebreaker",
    "classroom icebreaker",
    "get to know you questions",
  ],
  entries: () => import("../../data/icebreakers").then((m) => m.default),
  pool: "the icebreaker questions for the chosen setting",
  filters: [
    {
      name: "setting",
      field: select({
        label: "Setting",
        options: Object.entries(SETTINGS).map(([value, label]) => ({
          value: value as IcebreakerSetting | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (q, setting) => setting === "any" || q.setting === setting,
    },
  ],
  plural: (setting) =>
    setting === "any" ? "questions" : `questions for a ${SETTINGS[setting].toLowerCase()}`,
  value: (q) => ({ text: q.text, data: { question: q.text, setting: q.setting } }),
});
