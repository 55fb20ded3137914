/**
 * Families of common English words that rhyme (perfect rhymes: the same sounds from the last
 * stressed vowel on), each with the sound they share, for rhyming games, poems and songs.
 *
 * Source: authored for this project (plain English words).
 * Licence: public domain (CC0).
 */

export interface RhymeFamily {
  /** The shared ending as usually spelled ("-ake"). */
  sound: string;
  /** One or two syllables. */
  syllables: 1 | 2;
  words: readonly string[];
}

const ONE = `ake: bake cake lake make rake shake snake take wake flake
ame: came game name same frame flame tame blame
an: can fan man pan plan ran tan van
and: band hand land sand stand grand brand
ang: bang hang rang sang gang fang
ank: bank tank thank drank plank blank
ap: cap clap map nap tap trap snap wrap
at: bat cat hat mat rat sat flat chat
ay: day play say stay way clay gray tray
eed: feed need seed weed speed bleed read greed
ell: bell fell sell shell smell spell tell well
en: hen men pen ten then when den
est: best chest nest rest test vest west guest
ight: bright fight light might night right sight tight
ill: fill hill mill pill spill still will chill
in: bin fin pin spin thin twin win grin
ing: king ring sing sting swing thing wing spring
ink: drink ink link pink sink think wink blink
ip: dip drip hip lip ship skip slip trip
ock: block clock dock knock lock rock sock shock
og: dog fog frog jog log hog blog
oke: broke joke smoke spoke woke poke choke
old: bold cold fold gold hold old sold told
one: bone cone phone stone tone zone alone
oon: moon noon soon spoon balloon raccoon tune
ool: cool fool pool school tool drool rule
op: drop hop mop pop shop stop top chop
ore: more door four floor roar shore snore store
ot: dot hot got knot lot not pot spot
ow: cow how now wow plough brow
own: brown clown crown down frown gown town
ug: bug hug jug mug rug plug snug
um: drum gum hum plum sum thumb crumb
un: bun fun run sun won one ton done
unk: bunk chunk junk skunk trunk dunk
ush: brush crush hush rush blush flush
ail: mail nail pail sail snail tail whale scale
ain: chain rain brain train plane lane cane
air: chair hair pair stair bear care share square
eat: beat eat feet heat meat neat seat street
ee: bee knee free glee three flea key ski sea tea tree see
ide: hide ride side slide wide tide pride guide
ie: fly pie sky tie try why high eye
ine: fine line mine nine pine shine vine sign
ive: dive five hive live drive arrive
oat: boat coat goat note vote float throat
ue: blue clue glue true shoe two zoo flew
ear: ear fear hear near year clear deer cheer`;

const TWO = `appy: happy snappy nappy sappy
ation: station nation vacation relation creation
atter: batter chatter matter platter scatter
ellow: yellow fellow mellow cello
ender: blender lender sender tender slender
ester: jester tester pester
iddle: fiddle middle riddle griddle
itten: kitten mitten bitten written smitten
ocket: pocket rocket socket locket
umble: bumble crumble grumble humble rumble tumble
unny: bunny funny sunny honey money runny
ower: flower power shower tower
inner: dinner winner beginner thinner
otter: otter potter hotter
etter: better letter setter sweater
ickle: pickle tickle nickel
ummer: summer drummer plumber
aker: baker maker shaker quaker
ittle: little brittle skittle whittle
abble: babble dabble scrabble
azy: crazy lazy hazy daisy
eezy: breezy easy sneezy cheesy squeezy
andy: candy dandy handy sandy
attle: battle cattle rattle
olly: jolly holly lolly trolley`;

function parse(raw: string, syllables: 1 | 2): RhymeFamily[] {
  return raw.split("\n").map((line) => {
    const [sound = "", words = ""] = line.split(": ");
    return { sound: `-${sound}`, syllables, words: [...new Set(words.split(" "))] };
  });
}

const families: readonly RhymeFamily[] = [...parse(ONE, 1), ...parse(TWO, 2)].filter(
  (family) => family.words.length >= 3,
);

export default families;
