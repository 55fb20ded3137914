import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { NicknameFeel } from "../../data/nicknames";

const FEELS: readonly { value: NicknameFeel | "any"; label: string }[] = [
  { value: "any", label: "Any" },
  { value: "sweet", label: "Sweet" },
  { value: "cool", label: "Cool" },
  { value: "funny", label: "Funny" },
  { value: "sporty", label: "Sporty" },
];

export default defineListGenerator({
  id: "nickname",
  title: "Nickname Generator",
  category: "people",
  iconText: "🏷️",
  description:
    "Friendly nicknames for friends, teammates, characters and pets: sweet (Buttercup), cool (Maverick), funny (Noodle) or sporty (Slugger). All family-safe, none about looks.",
  keywords: [
    "nickname generator",
    "cute nicknames",
    "cool nicknames",
    "funny nicknames",
    "gamer nickname",
  ],
  entries: () => import("../../data/nicknames").then((m) => m.default),
  pool: "the nicknames of the chosen feel",
  filters: [
    {
      name: "feel",
      field: select({
        label: "Feel",
        options: FEELS,
        default: "any",
      }),
      keeps: (nickname, feel) => feel === "any" || nickname.feel === feel,
    },
  ],
  plural: (feel) => (feel === "any" ? "nicknames" : `${feel} nicknames`),
  value: ({ name, feel }) => ({ text: name, data: { nickname: name, feel, detail: feel } }),
  defaultCount: 5,
});
