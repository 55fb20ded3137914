import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { ChoreArea } from "../../data/chores";

const AREAS: Record<ChoreArea | "any", string> = {
  any: "Anywhere in the home",
  kitchen: "Kitchen",
  bathroom: "Bathroom",
  bedroom: "Bedroom",
  living: "Living room & hallway",
  laundry: "Laundry",
  outdoors: "Garden, car & outdoors",
};

export default defineListGenerator({
  id: "chore-picker",
  title: "Chore Picker",
  category: "home-life",
  iconText: "🧽",
  description:
    "Can't face the list? Picks household chores at random, from the whole home or one room: kitchen, bathroom, bedroom, living room, laundry or outdoors.",
  keywords: ["chore generator", "cleaning tasks", "what to clean", "housework", "chore wheel"],
  entries: () => import("../../data/chores").then((m) => m.default),
  pool: "the household chores of the chosen room",
  filters: [
    {
      name: "area",
      field: select({
        label: "Room or area",
        options: Object.entries(AREAS).map(([value, label]) => ({
          value: value as ChoreArea | "any",
          label,
        })),
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e.area === choice,
    },
  ],
  plural: (choice) =>
    choice === "any" ? "chores" : `chores for the ${AREAS[choice].toLowerCase()}`,
  value: (c) => ({ text: c.text, data: { chore: c.text, area: c.area } }),
});
