/**
 * English portmanteau words (blends): a word made by fusing parts of two others, with the
 * words it came from. Plain facts of the language.
 *
 * Source: authored for this project (plain facts of the language).
 * Licence: public domain (CC0).
 */

export interface Portmanteau {
  word: string;
  from: readonly [string, string];
  /** "media" for words of technology, television and the internet. */
  kind: "media" | "everyday";
}

const MEDIA = new Set(
  "podcast blog vlog emoticon pixel modem malware netiquette webinar simulcast transistor camcorder cyborg bionic wikipedia infomercial telethon sitcom mockumentary docudrama edutainment newscast".split(
    " ",
  ),
);

const RAW = `brunch = breakfast + lunch
smog = smoke + fog
motel = motor + hotel
emoticon = emotion + icon
podcast = iPod + broadcast
blog = web + log
spork = spoon + fork
sitcom = situation + comedy
camcorder = camera + recorder
moped = motor + pedal
pixel = picture + element
glamping = glamorous + camping
hangry = hungry + angry
chortle = chuckle + snort
vlog = video + blog
frenemy = friend + enemy
infomercial = information + commercial
telethon = television + marathon
workaholic = work + alcoholic
staycation = stay + vacation
bionic = biology + electronic
cyborg = cybernetic + organism
modem = modulator + demodulator
malware = malicious + software
netiquette = internet + etiquette
edutainment = education + entertainment
labradoodle = labrador + poodle
liger = lion + tiger
chillax = chill + relax
splatter = splash + spatter
squiggle = squirm + wiggle
guesstimate = guess + estimate
electrocute = electric + execute
paratrooper = parachute + trooper
skyjack = sky + hijack
heliport = helicopter + airport
travelogue = travel + monologue
mockumentary = mock + documentary
docudrama = documentary + drama
bromance = brother + romance
jeggings = jeans + leggings
skort = skirt + shorts
cosplay = costume + play
webinar = web + seminar
simulcast = simultaneous + broadcast
transistor = transfer + resistor
Spanglish = Spanish + English
Brexit = Britain + exit
motorcade = motor + cavalcade
newscast = news + broadcast
blotch = blot + botch
flurry = flutter + hurry
clash = clap + crash
slosh = slop + slush
twirl = twist + whirl
wikipedia = wiki + encyclopedia
ginormous = gigantic + enormous`;

const blends: readonly Portmanteau[] = RAW.split("\n").map((line) => {
  const [word = "", parts = ""] = line.split(" = ");
  const [a = "", b = ""] = parts.split(" + ");
  return { word, from: [a, b] as const, kind: MEDIA.has(word) ? "media" : "everyday" };
});

export default blends;
