/**
 * Words for invented story titles, by mood: adjectives, singular nouns and plural nouns that
 * fill title patterns ("The Last Lighthouse", "Keepers of the Silver Orchard").
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type TitleMood = "adventure" | "mystery" | "whimsical";

export interface TitleWords {
  adjectives: readonly string[];
  nouns: readonly string[];
  plurals: readonly string[];
}

const words = (raw: string) => raw.split(/\s+/).filter(Boolean);

const titleWords: Readonly<Record<TitleMood, TitleWords>> = {
  adventure: {
    adjectives:
      words(`Last Lost Hidden Burning Iron Silver Golden Forgotten Broken Endless Northern Wild
Secret Distant Fallen Rising Stormy Crimson Ancient Brave`),
    nouns: words(`Lighthouse Crown Compass River Mountain Sword Voyage Kingdom Island Frontier Map
Harbour Forest Desert Horizon Fortress Bridge Canyon Storm Expedition`),
    plurals: words(
      `Explorers Riders Sailors Keepers Mapmakers Rangers Hunters Pilots Wanderers Guardians`,
    ),
  },
  mystery: {
    adjectives:
      words(`Silent Locked Missing Shadowed Whispering Vanishing Hollow Sealed Crooked Midnight
Quiet Painted Glass Frozen Borrowed Nameless Ninth Faded Velvet Empty`),
    nouns: words(`Key Letter Clock Door Portrait Staircase Garden Mirror Orchard Library Diary
Station Cellar Attic Lantern Photograph Well Manor Chapel Tower`),
    plurals: words(
      `Witnesses Strangers Neighbours Heirs Detectives Guests Sisters Watchers Tenants Twins`,
    ),
  },
  whimsical: {
    adjectives:
      words(`Upside-Down Marvellous Peculiar Tiny Giggling Wobbly Sleepy Flying Curious Dancing
Polka-Dot Moonlit Clockwork Bouncing Enormous Invisible Topsy-Turvy Fizzy Jolly Paper`),
    nouns: words(`Teapot Balloon Umbrella Bakery Circus Snail Carousel Pickle Kite Zeppelin
Muffin Dragon Hat Submarine Birthday Penguin Pancake Castle Rocket Sock`),
    plurals: words(
      `Inventors Goblins Bakers Hedgehogs Wizards Puppets Pirates Giants Robots Cousins`,
    ),
  },
};

export default titleWords;
