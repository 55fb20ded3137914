import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";

const SYLLABLES = {
  any: { label: "One or two syllables", plural: "rhyme families" },
  "1": { label: "One syllable (cake, lake)", plural: "one-syllable rhyme families" },
  "2": { label: "Two syllables (candy, handy)", plural: "two-syllable rhyme families" },
} as const;

type Syllables = keyof typeof SYLLABLES;

export default defineListGenerator({
  id: "rhyming-words",
  title: "Rhyming Words",
  category: "words",
  iconText: "🎶",
  description:
    "Families of common words that rhyme (bake, cake, lake, snake), one or two syllables long: for poems, songs, phonics and rhyming games.",
  keywords: ["rhyming words", "words that rhyme", "rhymes", "phonics", "poem rhymes"],
  entries: () => import("../../data/rhymes").then((m) => m.default),
  pool: "the rhyme families of the project's list (perfect rhymes of common words), narrowed to one or two syllables",
  filters: [
    {
      name: "syllables",
      field: select({
        label: "Syllables",
        options: Object.entries(SYLLABLES).map(([value, s]) => ({
          value: value as Syllables,
          label: s.label,
        })),
        default: "any",
      }),
      keeps: (family, syllables) => syllables === "any" || String(family.syllables) === syllables,
    },
  ],
  plural: (syllables) => SYLLABLES[syllables].plural,
  value: (family) => ({
    text: `${family.sound}: ${family.words.join(", ")}`,
    data: { sound: family.sound, syllables: family.syllables, words: family.words },
  }),
});
