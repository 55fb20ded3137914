import { defineListGenerator } from "../../core/list-generator";

export default defineListGenerator({
  id: "random-language",
  title: "Random Language",
  category: "geography",
  iconText: "🗣️",
  description:
    "Languages of the world from the ISO 639-1 list, each with its two-letter code and its name in the language itself.",
  keywords: ["random language", "language to learn", "iso 639", "world languages", "language code"],
  entries: () => import("../../data/languages").then((m) => m.default),
  plural: "languages",
  pool: "the 183 ISO 639-1 languages",
  value: (l) => ({
    text:
      l.nativeName === l.name ? `${l.name} (${l.code})` : `${l.name} — ${l.nativeName} (${l.code})`,
    data: { name: l.name, nativeName: l.nativeName, code: l.code },
  }),
});
