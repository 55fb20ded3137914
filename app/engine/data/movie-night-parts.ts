/**
 * Parts of a movie-night plan: genres that suit each mood, snacks and a little activity to
 * make the night an event. Genre names are plain facts; the rest is this project's writing.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type MovieMood = "cosy" | "thrilling" | "funny" | "thoughtful" | "family" | "spooky";

export interface MovieNightParts {
  genres: Readonly<Record<MovieMood, readonly string[]>>;
  snacks: readonly string[];
  activities: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: MovieNightParts = {
  genres: {
    cosy: lines(`romantic comedy
period drama
musical
animated classic
holiday film
small-town drama`),
    thrilling: lines(`heist
spy thriller
disaster movie
action adventure
survival story
space opera`),
    funny: lines(`slapstick comedy
mockumentary
buddy comedy
satire
comedy of errors
animated comedy`),
    thoughtful: lines(`biopic
documentary
coming-of-age drama
courtroom drama
historical epic
foreign-language drama`),
    family: lines(`animated adventure
fantasy quest
sports underdog story
talking-animal film
musical
superhero film`),
    spooky: lines(`ghost story
monster movie
gothic mystery
creepy fairy tale
supernatural comedy
whodunit in an old house`),
  },
  snacks: lines(`salted popcorn
popcorn with melted butter and cinnamon
nachos with cheese and salsa
a pick-and-mix bowl
homemade pizza squares
hot chocolate with marshmallows
fruit kebabs
cheese and crackers
chocolate-dipped strawberries
pretzels and dips
mini pancakes
toasted sandwiches cut into triangles
a big bowl of crisps
cookies fresh from the oven
ice-cream sundaes
spring rolls
garlic bread
caramel popcorn
veggie sticks and hummus
warm apple crumble`),
  activities: lines(`Everyone guesses the ending at the halfway point.
Dress up as a character from the film.
Turn off all the lights and build a blanket fort first.
Each person rates the film out of ten at the end, with one reason.
Make cinema tickets and take them at the door.
Pause once in the middle for an interval with ice cream.
Spot as many of the film's colours as you can and shout them out.
Afterwards, act out your favourite scene.
Everyone picks one character to cheer for.
Write a one-line review on a sticky note and stick it on the wall.
Watch with subtitles on and count the funniest lines.
Set up cushions in rows like a real cinema.
Make a poster for the film before it starts.
Afterwards, invent a sequel together.
The youngest person gets to press play.`),
};

export default parts;
