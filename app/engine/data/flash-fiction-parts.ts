/**
 * Parts of flash-fiction challenges: an object the story must include, a word it must use
 * and a rule it must follow. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface FlashFictionParts {
  objects: readonly string[];
  words: readonly string[];
  rules: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: FlashFictionParts = {
  objects: lines(`a brass key
a broken umbrella
a jar of buttons
a torn map
a yellow raincoat
a music box
a paper crown
a pocket watch that runs backwards
a single red glove
a birthday cake with no candles
a lost library book
a bag of marbles
a telescope
a chipped teacup
a wind-up toy robot
a bicycle bell
a postcard with no stamp
a box of matches
a jar of honey
a lighthouse lamp
a feather quill
a pair of roller skates
a snow globe
a fishing net
a lunchbox
an old photograph
a violin case
a kite caught in a tree
a green door
a train ticket
a walking stick
a seashell
a sealed envelope
a homemade radio
a knitted scarf
a compass that points south
a goldfish in a bag
a wooden spoon
a suitcase full of letters
a packet of seeds`),
  words: lines(`lantern
whisper
orchard
thunder
velvet
crumb
harbour
echo
marmalade
glimmer
wander
puddle
ember
hush
tangle
riddle
lullaby
gravel
flicker
meadow
nimble
quilt
sparrow
tremble
zigzag
butterscotch
horizon
moss
pebble
shimmer`),
  rules: lines(`It must take place in a single room.
Every sentence must be under ten words.
It must begin and end with the same sentence.
It must be told as a list.
It must include a line of dialogue and nothing else said aloud.
It must take place over exactly one minute.
The main character must never be named.
It must be written in the second person ("you").
It must end with a question.
No character may say the word "no".
It must be told backwards, from end to start.
It must include a smell, a sound and a texture.
It must contain a letter or a note.
The weather must change twice.
It must be told by an object.
It must include a promise that is broken or kept.
It must open with a line of dialogue.
Every paragraph must start with the same word.
It must take place at night.
It must be funny and sad at the same time.`),
};

export default parts;
