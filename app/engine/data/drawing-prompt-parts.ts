/**
 * Parts of drawing prompts: subjects, what they are doing, where, and an artistic challenge.
 * Any subject goes with any action and place, so the parts combine freely. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface DrawingPromptParts {
  subjects: readonly string[];
  actions: readonly string[];
  places: readonly string[];
  challenges: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: DrawingPromptParts = {
  subjects: lines(`a cat
a dragon
an owl
a robot
a fox
a snail
an astronaut
a teapot
a frog
a lighthouse
a bear
a knight
a whale
a hedgehog
a pirate
a witch
a penguin
an elephant
a mouse
a giraffe
an octopus
a tortoise
a tiny house
a hot-air balloon
a deer
a chef
a ghost
a raccoon
a parrot
a bicycle
a rabbit
a sea turtle
a mermaid
a gnome
a wizard
a dinosaur
a camel
a crow
a squirrel
a grandmother
a sloth
a lion
a polar bear
a jellyfish
a tree with a face
a bee
a unicorn
a goat
a tiny dragon
a scarecrow`),
  actions: lines(`reading a book
wearing a tiny crown
riding a bicycle
carrying an umbrella
juggling oranges
drinking a cup of tea
flying a kite
playing the violin
asleep in a hammock
building a sandcastle
knitting a scarf
painting a picture
hiding behind a plant
dancing in the rain
eating a huge sandwich
wearing rain boots
lifting a heavy suitcase
fishing with a tiny rod
writing a letter
holding a lantern
blowing bubbles
riding a skateboard
looking through a telescope
watering flowers
baking a cake
stuck in a jar
wearing a knitted jumper
waving goodbye
climbing a ladder
chasing a butterfly
sitting on a cloud
wearing a spacesuit
carrying a stack of pancakes
playing chess
opening a present
taking a selfie
ice skating
sailing a paper boat
singing into a hairbrush
wrapped in a blanket`),
  places: lines(`in a busy city street
on the Moon
at the bottom of the sea
in a cosy kitchen
on top of a mountain
in a rainy forest
inside a snow globe
in a library
on a tiny island
in a field of sunflowers
on a train
in outer space
at a night market
in a treehouse
in the desert at sunset
on a rooftop at night
in a bakery
in a castle tower
under a giant mushroom
at the beach
in a greenhouse
in a snowstorm
on a pirate ship
in an old attic
at a fairground
inside a teacup
in a bamboo forest
at a bus stop
in a museum
beside a waterfall`),
  challenges: lines(`using only three colours
without lifting your pen
from a bird's-eye view
in under five minutes
using only circles and triangles
with your other hand
in the style of a children's book
as a single continuous line
in black and white only
from a worm's-eye view
as if it were a stained-glass window
with a dramatic shadow
in a tiny 5-centimetre square
using only dots
as a comic strip of three panels
with everything in shades of blue
as a pattern that repeats
with no outlines at all
as if seen through a window
in the style of an old map`),
};

export default parts;
