/**
 * Sets of English homophones: words said the same way but spelled differently, with a short
 * hint for each spelling. Pronunciations follow General American and Southern British English
 * where they agree.
 *
 * Source: authored for this project (plain words; hints written for this project).
 * Licence: public domain (CC0).
 */

export interface HomophoneSet {
  /** Each spelling with a hint to its meaning. */
  words: readonly { word: string; hint: string }[];
}

const RAW = `ate: past of eat / eight: the number 8
bare: uncovered / bear: the animal
be: to exist / bee: the insect
blew: past of blow / blue: the colour
board: a plank / bored: not interested
brake: stops a car / break: to smash
buy: to purchase / by: next to / bye: goodbye
cell: a small room / sell: to trade for money
cent: a coin / scent: a smell / sent: past of send
cereal: breakfast food / serial: in a series
dear: loved / deer: the animal
dew: morning drops / due: expected
die: a cube with spots / dye: to colour
flour: for baking / flower: a bloom
for: intended for / four: the number 4
genes: inherited units / jeans: trousers
hair: on your head / hare: a fast animal
heal: to get better / heel: back of the foot
hear: with your ears / here: this place
hole: a gap / whole: complete
hour: sixty minutes / our: belonging to us
knight: an armoured warrior / night: after dark
knot: a tied loop / not: the opposite of yes
know: to be aware / no: not yes
made: past of make / maid: a housekeeper
mail: letters / male: a man or boy
meat: animal food / meet: to come together
missed: failed to catch / mist: light fog
one: the number 1 / won: past of win
pair: two of a kind / pear: the fruit
peace: calm / piece: a part
plain: simple / plane: an aircraft
rain: water from clouds / reign: a monarch's rule / rein: a horse's strap
read: past of read / red: the colour
right: correct / write: put words down
road: a street / rode: past of ride
role: a part in a play / roll: to turn over
sail: on a boat / sale: selling at low prices
sea: the ocean / see: with your eyes
son: a male child / sun: the star
stair: a step / stare: to look hard
steal: to take unlawfully / steel: a strong metal
tail: an animal's end / tale: a story
their: belonging to them / there: that place / they're: they are
threw: past of throw / through: in one side and out
to: towards / too: also / two: the number 2
wait: to stay / weight: how heavy
way: a path / weigh: to measure heaviness
weak: not strong / week: seven days
wear: to have on / where: what place
weather: rain or shine / whether: if
which: what one / witch: a fairy-tale spellcaster
wood: from trees / would: past of will
your: belonging to you / you're: you are
allowed: permitted / aloud: out loud
ant: the insect / aunt: a parent's sister
berry: a small fruit / bury: to put underground
boy: a young male / buoy: a floating marker
ceiling: top of a room / sealing: closing tightly
cheap: low in price / cheep: a chick's sound
chews: eats / choose: to pick
coarse: rough / course: a route or a class
creak: a squeaky sound / creek: a small stream
days: more than one day / daze: a confused state
doe: a female deer / dough: unbaked bread
fair: just, or a funfair / fare: the cost of a ride
feat: an achievement / feet: more than one foot
find: to discover / fined: made to pay a penalty
fir: the tree / fur: animal hair
flea: the insect / flee: to run away
flew: past of fly / flu: an illness / flue: a chimney pipe
grate: to shred / great: very good
groan: a low moan / grown: past participle of grow
guessed: past of guess / guest: a visitor
hall: a corridor / haul: to drag
hay: dried grass / hey: a greeting
higher: more high / hire: to employ
him: that man / hymn: a song of praise
hoarse: with a rough voice / horse: the animal
in: inside / inn: a small hotel
jam: fruit spread / jamb: side of a door frame
key: opens a lock / quay: a harbour wall
knead: to press dough / need: to require
knew: past of know / new: not old
knows: is aware / nose: you smell with it
lead: a metal / led: past of lead
loan: money lent / lone: alone
mane: a horse's hair / main: most important
marshal: an officer / martial: of war
moose: the animal / mousse: a light dessert
morning: early day / mourning: grieving
none: not any / nun: a sister of a religious order
oar: a paddle / or: either / ore: rock with metal
pail: a bucket / pale: light in colour
pain: hurt / pane: a sheet of glass
pause: a short stop / paws: animal feet
peak: a mountain top / peek: a quick look
pedal: pushed by a foot / peddle: to sell
poll: a vote / pole: a long stick
pour: to tip out liquid / pore: a tiny opening
principal: head of a school / principle: a rule
profit: money gained / prophet: a foreteller
rap: a knock / wrap: to cover
real: genuine / reel: a spool
ring: a circle or a sound / wring: to twist
root: part of a plant / route: a way
rose: a flower / rows: lines
sew: with a needle / so: therefore / sow: to plant seeds
soar: to fly high / sore: painful
sole: of a shoe, or a fish / soul: the spirit
some: a few / sum: a total
stake: a post / steak: a cut of meat
stationary: not moving / stationery: paper and pens
suite: a set of rooms / sweet: sugary
tea: the drink / tee: holds a golf ball
tide: the sea's rise and fall / tied: fastened
toad: the amphibian / towed: pulled
toe: on your foot / tow: to pull
vain: proud of your looks / vane: shows the wind / vein: carries blood
waist: middle of the body / waste: rubbish
warn: to alert / worn: past participle of wear
wail: a long cry / whale: the sea mammal
war: armed conflict / wore: past of wear
we'll: we will / wheel: a round part
yolk: an egg's yellow / yoke: a harness`;

const sets: readonly HomophoneSet[] = RAW.split("\n").map((line) => ({
  words: line.split(" / ").map((part) => {
    const [word = "", hint = ""] = part.split(": ");
    return { word, hint };
  }),
}));

export default sets;
