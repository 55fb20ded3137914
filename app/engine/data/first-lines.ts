/**
 * Opening lines for stories, by genre, each meant to make a reader ask a question. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
import type { PromptGenre } from "../shared/writing-kinds";

export interface FirstLine {
  genre: PromptGenre;
  line: string;
}

const RAW: Record<PromptGenre, string> = {
  fantasy: `The dragon had been living in our chimney for three weeks before anyone noticed.
On the morning of her twelfth birthday, Wren's shadow walked off without her.
The map was drawn in ink that only appeared by moonlight.
Nobody in the village had seen a wizard in a hundred years, until one fell out of the apple tree.
The crown was heavier than it looked, and it was whispering.
Every door in the castle led somewhere new on Thursdays.
The river spoke only once a year, and this year it said my name.
Grandmother's garden had one rule: never water the blue roses.
The last spell in the book had been crossed out, twice.`,
  "science-fiction": `The robot at the end of the street had been waiting for someone for forty years.
When the Moon went dark, the radios started playing music nobody had written.
My brother came back from Mars taller, quieter and left-handed.
The first message from the stars was a single word: "Hello?"
Gravity took Tuesday off.
Ship's log, day 912: the plants are learning to whistle.
Everyone in the city got the same dream last night, and it was a set of instructions.
The time machine worked perfectly; it was the future that was broken.
The lift went up past the top floor and kept going.`,
  mystery: `The clock in the hall had stopped at 3:17, and so had Mr. Ellery's heart for a moment when he saw it.
Someone had been reading my diary and correcting the spelling.
The parcel had my name on it, in my own handwriting.
Every morning for a week, a fresh lemon appeared on the doorstep.
The painting had been hanging in the museum for a century, but the cat in it was new.
It was the only house on the street with no footprints in the snow.
Aunt Maud left me three things: a key, a riddle and a warning.
The train arrived at the station with every seat taken and no one on board.
I knew the letter was a lie the moment I smelled the ink.`,
  adventure: `We set out at dawn with a compass, two sandwiches and no idea where the river ended.
The balloon lifted off before I had untied the last rope.
Nobody had climbed the north face and come back with a smile, until Gran.
The message in the bottle was addressed to me, and it was dated tomorrow.
The raft was made of doors, and one of them was still locked.
The jungle had swallowed the road, so we followed the parrots.
My father's last postcard said only: "Bring rope."
The island appeared on no chart, but the lighthouse on it was lit.
The camel refused to walk any further unless I sang.`,
  realistic: `The new kid sat in the seat nobody ever sat in, and nobody told him why.
Dad had promised this would be the year we finally finished the boat.
The bakery on the corner closed on the same day I turned sixteen.
I had practised the speech forty times, and still my hands shook.
The letter from the university was on the table, unopened, for three days.
We moved house on the hottest day of the year.
My grandmother started learning the piano at eighty-one.
It was the last match of the season, and we had not won a single game.
The bus was late, which is how I met the person who changed everything.`,
  humour: `The goat was not supposed to be in the wedding photos.
It began, as most disasters in our family do, with Uncle Bernard saying, "How hard can it be?"
My cat has opinions about my life choices, and she is not shy about sharing them.
The fire brigade knows our address by heart.
There is a very good reason the school no longer keeps a pet tortoise.
Mum said the robot vacuum was "a bit clever", which turned out to be an understatement.
I have been banned from three bowling alleys, and only one of them was my fault.
The talent show needed an act, and I, unfortunately, had an accordion.
The sign said "Do not feed the ducks", so the ducks had to fetch their own pizza.`,
  spooky: `The doll was sitting in a different chair every morning.
Nobody lived in the house at the end of the lane, but somebody always answered the door.
The fog rolled in at four o'clock, and the church bells rang thirteen.
The music box started playing on its own the night Grandpa's clock stopped.
I counted the steps down to the cellar: fourteen going down, fifteen coming up.
My reflection waved before I did.
The snowman in the garden was facing the house again.
The photograph was a hundred years old, and the girl in it was wearing my coat.
Every night at midnight, someone knocked twice on the inside of the wardrobe.`,
};

const lines: readonly FirstLine[] = (Object.keys(RAW) as PromptGenre[]).flatMap((genre) =>
  RAW[genre].split("\n").map((line) => ({ genre, line })),
);

export default lines;
