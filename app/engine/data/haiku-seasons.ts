/**
 * Season words for haiku (in the spirit of the Japanese kigo tradition, but in plain English):
 * images that place a poem in spring, summer, autumn or winter. Plain words and phrases.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type Season = "spring" | "summer" | "autumn" | "winter";

const RAW: Record<Season, string> = {
  spring: `cherry blossom
frogspawn
warm rain
first swallow
lambs
budding willow
muddy boots
kite string
daffodils
morning mist
birdsong at dawn
new leaves
melting snow
seed packets
a robin's nest
open windows
puddles
dandelion
bees waking
spring cleaning`,
  summer: `cicadas
heat haze
sea breeze
fireflies
sunburn
ice lolly
long evening
thunderstorm
sand between toes
lavender
cut grass
paddling pool
watermelon
sun hat
midsummer
dragonfly
open-air concert
drying laundry
wild strawberries
shade of an oak`,
  autumn: `falling leaves
harvest moon
apple picking
chimney smoke
conkers
first frost
geese flying south
mushrooms
woolly scarf
bonfire
blackberries
empty beach
rustling corn
acorns
pumpkins
early dusk
rain on windows
migrating birds
fog over fields
school bell`,
  winter: `snowfall
icicles
frozen pond
mittens
long night
breath clouds
hot soup
bare branches
candle light
sledging
robin in snow
frost on glass
crackling fire
the year's end
deep silence
cold stars
woollen socks
snow footprints
a silent forest
winter sun`,
};

const words: readonly { season: Season; word: string }[] = (Object.keys(RAW) as Season[]).flatMap(
  (season) => RAW[season].split("\n").map((word) => ({ season, word })),
);

export default words;
