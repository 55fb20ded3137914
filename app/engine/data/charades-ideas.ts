/**
 * Ideas to act out in charades, by kind and difficulty. Easy ones are a single familiar action
 * or thing; hard ones are situations or ideas that take several gestures.
 *
 * Source: authored for this project (no film, book or song titles; family-safe).
 * Licence: public domain (CC0).
 */

export type CharadesKind = "action" | "animal" | "job" | "sport" | "object" | "situation";
export type CharadesDifficulty = "easy" | "medium" | "hard";

export interface CharadesIdea {
  idea: string;
  kind: CharadesKind;
  difficulty: CharadesDifficulty;
}

const RAW: Record<CharadesKind, Record<CharadesDifficulty, string>> = {
  action: {
    easy: `brushing your teeth, clapping, crying, dancing, drinking water, eating spaghetti,
    jumping rope, laughing, reading a book, riding a bike, running, sleeping, sneezing, swimming,
    waving goodbye, yawning, washing your hands, combing your hair, blowing bubbles, typing`,
    medium: `baking a cake, building a snowman, changing a tyre, climbing a ladder, doing the
    laundry, flying a kite, juggling, knitting a scarf, mowing the lawn, painting a wall,
    planting a seed, putting up a tent, taking a selfie, tying shoelaces, walking a dog,
    wrapping a present, ironing a shirt, peeling a banana, blowing up a balloon, rowing a boat`,
    hard: `assembling flat-pack furniture, untangling headphones, parallel parking,
    catching a fly, opening a stuck jar, walking on ice, carrying too many shopping bags,
    stepping on a piece of toy brick, folding a fitted sheet, sneaking past a sleeping baby,
    eating a very hot chilli, losing your keys, trying to stay awake, hailing a taxi in the rain,
    herding cats, waiting for a slow computer, finding a spider in your shoe, sitting on a
    whoopee cushion, eating a lemon, getting dressed in the dark`,
  },
  animal: {
    easy: `cat, dog, elephant, monkey, snake, bird, fish, frog, rabbit, kangaroo, cow, duck,
    horse, lion, penguin, chicken, pig, bear, mouse, crab`,
    medium: `giraffe, gorilla, flamingo, octopus, crocodile, owl, bat, turtle, butterfly,
    peacock, seal, squirrel, camel, spider, sloth, woodpecker, jellyfish, tiger, goat, dolphin`,
    hard: `chameleon, platypus, hedgehog, ostrich, starfish, koala, armadillo, porcupine,
    hummingbird, lobster, caterpillar, walrus, meerkat, praying mantis, anteater, pufferfish,
    snail, bee, skunk, hermit crab`,
  },
  job: {
    easy: `teacher, doctor, chef, firefighter, police officer, farmer, pilot, singer,
    painter, dentist, builder, waiter, hairdresser, bus driver, photographer, nurse, clown,
    gardener, baker, postman`,
    medium: `astronaut, magician, lifeguard, referee, plumber, librarian, conductor, surgeon,
    lumberjack, mechanic, zookeeper, news reporter, cashier, judge, window cleaner,
    tailor, sculptor, taxi driver, dog walker, fisherman`,
    hard: `air traffic controller, archaeologist, beekeeper, scientist, tightrope walker,
    weather forecaster, lion tamer, puppeteer, architect, orchestra conductor, mime artist,
    deep-sea diver, film director, goalkeeper, stunt double, ventriloquist, detective,
    travel agent, personal trainer, museum guide`,
  },
  sport: {
    easy: `football, basketball, tennis, backstroke, sprinting, boxing, skiing, golf, bowling,
    cycling, baseball, skipping, hockey, surfing, volleyball, table tennis, karate,
    skateboarding, badminton, climbing`,
    medium: `archery, fencing, gymnastics, ice skating, rowing, sumo wrestling, diving,
    weightlifting, horse riding, snowboarding, javelin, long jump, cricket, rugby, curling,
    kayaking, yoga, hurdles, water polo, bobsleigh`,
    hard: `synchronised swimming, pole vault, hammer throw, figure skating pairs, rock climbing
    with a rope, triple jump, decathlon, relay race, dressage, luge, sailing in a storm,
    trampolining, marathon finish, penalty shootout, tug of war, rhythmic gymnastics,
    windsurfing, speed walking, ski jumping, canoe slalom`,
  },
  object: {
    easy: `umbrella, telephone, guitar, camera, scissors, toothbrush, book, clock, ball,
    hammer, key, door, chair, cup, hat, glasses, pencil, shoe, bed, kite`,
    medium: `vacuum cleaner, microwave, lawn mower, typewriter, trumpet, remote control,
    backpack, sewing machine, telescope, skipping rope, yo-yo, stapler, hairdryer, piano,
    bicycle pump, frying pan, hula hoop, watering can, ladder, tent`,
    hard: `revolving door, escalator, rubik's cube, slinky, sandwich toaster, jack-in-the-box,
    pogo stick, rocking chair, hourglass, magnifying glass, fire extinguisher, windscreen wipers,
    cuckoo clock, kaleidoscope, trampoline, pinball machine, accordion, metronome,
    compass, zip line`,
  },
  situation: {
    easy: `birthday party, going to sleep, waking up late, a rainy day, a picnic, a snowball
    fight, a wedding, a job interview, a haircut, a sunny day at the beach, going shopping,
    a fire drill, a sports day, a dentist visit, a thunderstorm, a car wash, a bus ride,
    a lift ride, a pillow fight, a camping trip`,
    medium: `a surprise party, missing the bus, a first day at school, getting a parking ticket,
    a power cut, a flat tyre, a roller coaster ride, a long queue, a talent show,
    a haunted house, a spelling bee, a school photo, a traffic jam, a magic show,
    a museum tour, a cooking show, a fashion show, a marathon, a treasure hunt, a bake sale`,
    hard: `being stuck in a lift, forgetting someone's name, a bad hair day, stage fright,
    sleepwalking, jet lag, déjà vu, brain freeze, a sore loser, an awkward silence,
    a hiccup that won't stop, losing the remote, stepping in a puddle with socks on,
    a lost tourist, a noisy neighbour, a broken umbrella in the wind, an itchy jumper,
    a lucky day, a tiny kitchen, a slow-motion replay`,
  },
};

const ideas: readonly CharadesIdea[] = Object.entries(RAW).flatMap(([kind, levels]) =>
  Object.entries(levels).flatMap(([difficulty, list]) =>
    list.split(",").map((idea) => ({
      idea: idea.trim().replace(/\s+/g, " "),
      kind: kind as CharadesKind,
      difficulty: difficulty as CharadesDifficulty,
    })),
  ),
);

export default ideas;
