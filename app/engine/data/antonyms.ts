/**
 * Pairs of English antonyms (words of opposite meaning), by level: basic pairs for young
 * learners and advanced pairs for older students. Plain words of the language.
 *
 * Source: authored for this project (plain facts of the language).
 * Licence: public domain (CC0).
 */

export interface AntonymPair {
  word: string;
  opposite: string;
  level: "basic" | "advanced";
}

const BASIC = `big small|hot cold|up down|open closed|happy sad|fast slow|day night|in out
old new|wet dry|full empty|hard soft|light dark|loud quiet|early late|first last
tall short|push pull|yes no|win lose|rich poor|thick thin|clean dirty|heavy light
high low|strong weak|start finish|near far|above below|sweet sour|good bad|black white
laugh cry|give take|come go|buy sell|before after|inside outside|top bottom|front back
awake asleep|left right|hello goodbye|question answer|always never|young old|wide narrow
right wrong|true false|smooth rough|on off|sharp blunt|remember forget|brave afraid`;

const ADVANCED = `ancient modern|abundant scarce|accept refuse|arrive depart|artificial natural|assist hinder
attack defend|generous selfish|optimist pessimist|permanent temporary|expand contract|victory defeat
include exclude|maximum minimum|ascend descend|construct destroy|frequent rare|courage cowardice
humble proud|visible invisible|increase decrease|liquid solid|majority minority|separate combine
flexible rigid|transparent opaque|vertical horizontal|voluntary compulsory|interior exterior|reveal conceal
praise criticise|sincere false|absent present|encourage discourage|import export|innocent guilty
expert novice|fertile barren|shallow deep|superior inferior|friend enemy|lend borrow|complex simple
advance retreat|external internal|spend save|ally opponent|cautious reckless|mobile stationary|benefit harm`;

function parse(raw: string, level: AntonymPair["level"]): AntonymPair[] {
  return raw
    .split(/[|\n]/)
    .map((pair) => pair.split(" "))
    .map(([word = "", opposite = ""]) => ({ word, opposite, level }));
}

const pairs: readonly AntonymPair[] = [...parse(BASIC, "basic"), ...parse(ADVANCED, "advanced")];

export default pairs;
