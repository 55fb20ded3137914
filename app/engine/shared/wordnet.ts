// The common English words cut from WordNet (app/engine/data/wordnet-*.ts), loaded lazily
// and once by every generator that reads them.

export const loadNouns = () => import("../data/wordnet-nouns").then((m) => m.default);
export const loadVerbs = () => import("../data/wordnet-verbs").then((m) => m.default);
export const loadAdjectives = () => import("../data/wordnet-adjectives").then((m) => m.default);
export const loadAdverbs = () => import("../data/wordnet-adverbs").then((m) => m.default);

export type WordClass = "noun" | "verb" | "adjective" | "adverb";

/** Every common word with its word class (a word in two classes appears once per class). */
export async function loadAllWords(): Promise<readonly { word: string; wordClass: WordClass }[]> {
  const [nouns, verbs, adjectives, adverbs] = await Promise.all([
    loadNouns(),
    loadVerbs(),
    loadAdjectives(),
    loadAdverbs(),
  ]);
  return [
    ...nouns.map((n) => ({ word: n.word, wordClass: "noun" as const })),
    ...verbs.map((v) => ({ word: v.word, wordClass: "verb" as const })),
    ...adjectives.map((a) => ({ word: a.word, wordClass: "adjective" as const })),
    ...adverbs.map((word) => ({ word, wordClass: "adverb" as const })),
  ];
}
