import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const SHOW = {
  any: { label: "Any idiom", plural: "idioms", keeps: () => true },
  short: {
    label: "Short (up to 4 words)",
    plural: "idioms of up to 4 words",
    keeps: (n: number) => n <= 4,
  },
  long: {
    label: "Long (5 words or more)",
    plural: "idioms of 5 words or more",
    keeps: (n: number) => n >= 5,
  },
} as const;

type Length = keyof typeof SHOW;

export default defineListGenerator({
  id: "random-idiom",
  title: "Random Idiom",
  category: "words",
  iconText: "🦜",
  description:
    "Common English idioms with what they mean in plain words, from “a piece of cake” to “the ball is in your court”: for learners, teachers and writers.",
  keywords: ["idioms", "idiom of the day", "english expressions", "esl", "figurative language"],
  entries: () => import("../../data/idioms").then((m) => m.default),
  pool: "about 170 common English idioms with their meanings, narrowed to the chosen length",
  filters: [
    {
      name: "length",
      field: select({
        label: "Length",
        options: Object.entries(SHOW).map(([value, l]) => ({
          value: value as Length,
          label: l.label,
        })),
        default: "any",
      }),
      keeps: (i, length) => SHOW[length].keeps(i.idiom.split(" ").length),
    },
  ],
  plural: (length) => SHOW[length].plural,
  value: (i) => ({
    text: `${i.idiom}: ${i.meaning}`,
    data: { idiom: i.idiom, meaning: i.meaning },
  }),
});
