import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const GRADES = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
export default defineListGenerator({
  id: "spelling-words",
  title: "Spelling Words",
  category: "words",
  iconText: "🐝",
  description:
    "Random spelling words for grades 1 to 8, from short vowel words to the long, often misspelled ones: for spelling tests, bees and practice.",
  keywords: ["spelling words", "spelling bee", "spelling test", "grade level words", "vocabulary"],
  entries: () => import("../../data/spelling-words").then((m) => m.default),
  pool: "over 540 spelling words, 60 to 72 for each of grades 1 to 8, narrowed to the chosen grade",
  filters: [
    {
      name: "grade",
      field: select({
        label: "Grade",
        options: GRADES.map((g) => ({
          value: g,
          label: `Grade ${g} (age ${Number(g) + 5}–${Number(g) + 6})`,
        })),
        default: "3",
      }),
      keeps: (entry, grade) => entry.grade === Number(grade),
    },
  ],
  plural: (grade) => `grade ${grade} spelling words`,
  value: (e) => ({ text: e.word, data: { word: e.word, grade: e.grade, letters: e.word.length } }),
  defaultCount: 10,
});
