/**
 * Words and phrases to draw in Pictionary-style games, by difficulty: easy (one simple thing),
 * medium (a thing with a detail, or an action), hard (ideas, scenes and compound things).
 *
 * Source: authored for this project (everyday words; family-safe).
 * Licence: public domain (CC0).
 */

export type Difficulty = "easy" | "medium" | "hard";

export interface DrawingWord {
  word: string;
  difficulty: Difficulty;
}

const BY_DIFFICULTY: Record<Difficulty, string> = {
  easy: `apple, balloon, banana, bed, bell, bicycle, bird, boat, book, bread, bridge, broom,
  bucket, bus, butterfly, cake, candle, car, carrot, castle, cat, chair, cheese, clock, cloud,
  comb, cookie, cow, crab, crown, cup, dog, door, dragon, drum, duck, egg, elephant, eye, fish,
  flag, flower, fork, frog, ghost, giraffe, glasses, guitar, hammer, hat, heart, horse, house,
  ice cream, igloo, jellyfish, key, kite, ladder, lamp, leaf, lemon, lightbulb, lion, lollipop,
  moon, mouse, mushroom, nose, octopus, owl, pencil, penguin, pizza, rabbit, rainbow, ring,
  robot, rocket, sandwich, scissors, shoe, smile, snail, snake, snowman, sock, spider, spoon,
  star, sun, sunflower, table, teapot, tent, tooth, train, tree, truck, turtle, umbrella,
  volcano, whale, window, worm, zebra, anchor, bone, cactus, cherry, feather, hand, pear,
  pumpkin, sailboat, shell, slide, swing, tie`,
  medium: `alarm clock, astronaut, backpack, barbecue, beach ball, birthday cake, bowling,
  bubble bath, camping, campfire, carousel, caterpillar, chef, cowboy hat, crocodile, cupcake,
  dentist, diving board, doghouse, dolphin, doorbell, escalator, ferris wheel, firefighter,
  fishing rod, flamingo, garden hose, gingerbread man, goldfish bowl, hamburger, helicopter,
  hot air balloon, ice skating, jack-in-the-box, jump rope, kangaroo, lighthouse, lawn mower,
  magnifying glass, mailbox, map, mermaid, microscope, motorcycle, paper airplane, parachute,
  peacock, piano, picnic, piggy bank, pirate ship, popcorn, postcard, rollercoaster,
  sandcastle, scarecrow, seesaw, skateboard, ski lift, sleeping bag, snorkel, spaceship,
  spider web, stapler, submarine, suitcase, surfing, swimming pool, tennis racket, toaster,
  toothbrush, tractor, treasure chest, trampoline, traffic light, unicorn, vacuum cleaner,
  waterfall, watering can, wheelbarrow, windmill, wizard, yo-yo, zipper, bakery, baseball bat,
  bee hive, bookshelf, bunk bed, chimney, compass, cuckoo clock, fireworks, hedgehog,
  juggling, knight, laptop, marshmallow, moustache, night owl, origami, pancakes, pillow fight,
  queen, raincoat, sea horse, shadow, sneeze, soap bubbles, storm cloud, telescope, tortoise,
  tug of war, walrus, whisk`,
  hard: `applause, autumn, bedtime story, blind date with a book, brainstorm, buried treasure,
  camouflage, carpool, catching a cold, chain reaction, daydream, deadline, déjà vu, echo,
  eclipse, evolution, family tree, fast forward, gravity, hibernation, homesick, hiccups,
  jet lag, knock on wood, last minute, lost and found, lullaby, midnight snack, migration,
  moonwalk, morning person, multitasking, nightmare, overtime, photosynthesis, piggyback ride,
  procrastination, quicksand, rush hour, second thoughts, shooting star, sleepwalking,
  small talk, snooze button, social butterfly, spring cleaning, stage fright, sunburn,
  surprise party, team spirit, the early bird, thunderstorm, time travel, tidal wave,
  traffic jam, treasure hunt, tug at heartstrings, under the weather, upside down,
  vending machine, virtual reality, wallflower, wedding cake, white lie, wind chill,
  wishful thinking, world record, writer's block, yawn, zero gravity, balance, bargain,
  birthday wish, blueprint, brain freeze, comfort zone, constellation, cookie jar thief,
  crowded elevator, double vision, dress rehearsal, fairy tale, first day of school,
  flat tyre, freedom, friendship, gossip, haunted house, heatwave, high five, hide and seek,
  honeymoon, inside joke, invisible, leap year, loose tooth, map reading, marathon, mirror image,
  new year's resolution, opposites attract, peer pressure, power nap, rainy day fund,
  recycling, reflection, road trip, sandstorm, scavenger hunt, selfie, sign language,
  silence, snowball effect, solar system, stopwatch, sweet tooth, teamwork, tornado,
  uphill battle, wildfire, yesterday`,
};

const words: readonly DrawingWord[] = Object.entries(BY_DIFFICULTY).flatMap(([difficulty, list]) =>
  list.split(",").map((word) => ({
    word: word.trim().replace(/\s+/g, " "),
    difficulty: difficulty as Difficulty,
  })),
);

export default words;
