/**
 * Collective nouns for animals ("a pride of lions"): the traditional English terms, with the
 * kind of animal they name. Many come from the hunting books of the 15th century; where a group
 * has several terms, the best known is listed, or each as its own entry.
 *
 * Source: authored for this project (plain facts of the language).
 * Licence: public domain (CC0).
 */

export interface CollectiveNoun {
  /** The group word ("pride"). */
  term: string;
  /** The animals, plural ("lions"). */
  animals: string;
  kind: "mammal" | "bird" | "sea" | "insect" | "reptile";
}

const RAW: Record<CollectiveNoun["kind"], string> = {
  mammal: `shrewdness: apes, herd: antelope, colony: bats, sloth: bears, sleuth: bears,
  herd: buffalo, caravan: camels, clowder: cats, kindle: kittens, herd: cattle, coalition: cheetahs,
  bloat: hippopotamuses, pack: dogs, litter: puppies, parade: elephants, gang: elk, business: ferrets,
  skulk: foxes, leash: foxes, tower: giraffes, trip: goats, band: gorillas, husk: hares,
  array: hedgehogs, team: horses, cackle: hyenas, mob: kangaroos, troop: kangaroos, leap: leopards,
  pride: lions, troop: monkeys, barrel: monkeys, mischief: mice, romp: otters, drift: pigs,
  prickle: porcupines, colony: rabbits, nest: rabbits, crash: rhinoceroses, flock: sheep,
  dray: squirrels, streak: tigers, ambush: tigers, pack: wolves, zeal: zebras, dazzle: zebras,
  herd: deer, yoke: oxen, labour: moles, colony: beavers, band: coyotes, rag: colts,
  string: ponies, pod: seals, huddle: walruses, herd: llamas, bevy: otters,
  plague: rats, mob: meerkats, gang: moose`,
  bird: `murder: crows, parliament: owls, flamboyance: flamingos, charm: finches, murmuration:
  starlings, gaggle: geese, skein: geese, convocation: eagles, exaltation: larks, brood: chickens,
  peep: chickens, waddle: penguins, colony: penguins, rookery: penguins, ostentation: peacocks,
  muster: peacocks, unkindness: ravens, conspiracy: ravens,
  kettle: hawks, cast: hawks, tiding: magpies, mischief: magpies,
  bevy: quail, covey: quail, siege: herons, descent: woodpeckers, pandemonium: parrots,
  company: parrots, flight: swallows, wedge: swans, bevy: swans, raft: ducks,
  paddling: ducks, team: ducks, rafter: turkeys, gang: turkeys, band: jays, party: jays,
  congregation: plovers, host: sparrows, chattering: choughs, watch: nightingales,
  train: jackdaws, clattering: jackdaws, dule: doves, pitying: doves, cloud: seagulls,
  squadron: pelicans, pod: pelicans, sedge: cranes, bouquet: pheasants, nye: pheasants`,
  sea: `shiver: sharks, school: fish, shoal: fish, pod: dolphins, pod: whales, gam: whales,
  smack: jellyfish, bloom: jellyfish, bed: oysters, bed: clams, cast: crabs, consortium: crabs,
  risk: lobsters, galaxy: starfish, swarm: eels, fever: stingrays, glint: goldfish,
  troubling: goldfish, run: salmon, army: herring, family: sardines, grind: blackfish,
  herd: seahorses, cluster: mussels, pod: orcas, bale: turtles, turn: turtles`,
  insect: `army: ants, colony: ants, swarm: bees, hive: bees, grist: bees, cloud: grasshoppers,
  kaleidoscope: butterflies, flutter: butterflies, swarm: locusts, plague: locusts,
  business: flies, scourge: mosquitoes, intrusion: cockroaches, cluster: spiders,
  clutter: spiders, army: caterpillars, loveliness: ladybirds, nest: wasps, swarm: gnats,
  cloud: gnats, colony: termites`,
  reptile: `bask: crocodiles, float: crocodiles, congregation: alligators, lounge: lizards,
  den: snakes, nest: vipers, bed: snakes, knot: toads, army: frogs, knot: frogs,
  rhumba: rattlesnakes, quiver: cobras, creep: tortoises, dole: turtles`,
};

const nouns: readonly CollectiveNoun[] = Object.entries(RAW).flatMap(([kind, list]) =>
  list.split(",").map((pair) => {
    const [term = "", animals = ""] = pair.split(":").map((s) => s.trim().replace(/\s+/g, " "));
    return { term, animals, kind: kind as CollectiveNoun["kind"] };
  }),
);

export default nouns;
