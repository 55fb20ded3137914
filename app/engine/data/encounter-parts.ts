// Random encounters by terrain: who or what the party meets, written as a noun phrase that may
// take a number ("{n} wolves"). Authored for this project (original writing, CC0), family-safe.
// Each entry: [singular, plural, most that turn up together]. A most of 1 means always alone.

export type Terrain = "forest" | "hills" | "road" | "swamp" | "desert" | "coast" | "caves" | "city";

export type Encounter = readonly [singular: string, plural: string, most: number];

// prettier-ignore
const encounters: Readonly<Record<Terrain, readonly Encounter[]>> = {
  forest: [
    ["wolf", "wolves", 6], ["brown bear", "brown bears", 2], ["woodcutter", "woodcutters", 4],
    ["elf scout", "elf scouts", 4], ["giant spider", "giant spiders", 3], ["wild boar", "wild boars", 4],
    ["lost child looking for home", "lost children looking for home", 3], ["dryad tending an old oak", "dryads tending an old oak", 2],
    ["poacher with a heavy sack", "poachers with heavy sacks", 4], ["owlbear", "owlbears", 1],
    ["herd of deer that freezes", "herds of deer", 1], ["hermit gathering mushrooms", "hermits gathering mushrooms", 1],
    ["goblin raider", "goblin raiders", 8], ["talking fox with a bargain", "talking foxes", 1],
    ["centaur patrol rider", "centaur patrol riders", 5],
  ],
  hills: [
    ["shepherd with a flock", "shepherds with their flocks", 3], ["hill giant", "hill giants", 1],
    ["dwarf prospector", "dwarf prospectors", 4], ["griffon circling overhead", "griffons circling overhead", 2],
    ["ogre", "ogres", 2], ["pilgrim heading for a shrine", "pilgrims heading for a shrine", 8],
    ["mountain goat", "mountain goats", 10], ["orc war band member", "orc war band members", 10],
    ["stone giant skipping boulders", "stone giants skipping boulders", 2], ["wandering minstrel", "wandering minstrels", 3],
    ["hunting eagle", "hunting eagles", 2], ["bandit on lookout", "bandits on lookout", 6],
    ["herbalist with a basket", "herbalists with baskets", 2], ["troll under a rockfall", "trolls under a rockfall", 1],
    ["lone knight errant", "knights errant", 2],
  ],
  road: [
    ["merchant with a laden cart", "merchants with laden carts", 4], ["town guard patrol member", "town guard patrol members", 6],
    ["travelling tinker", "travelling tinkers", 2], ["highway robber", "highway robbers", 6],
    ["noble's carriage with outriders", "nobles' carriages with outriders", 1], ["troupe of actors", "troupes of actors", 1],
    ["messenger riding hard", "messengers riding hard", 2], ["family fleeing a flood", "families fleeing a flood", 3],
    ["tax collector with guards", "tax collectors with guards", 1], ["pedlar selling charms", "pedlars selling charms", 2],
    ["wounded soldier walking home", "wounded soldiers walking home", 5], ["runaway ox dragging its yoke", "runaway oxen", 2],
    ["bounty hunter showing a poster", "bounty hunters showing a poster", 3], ["pilgrim caravan guard", "pilgrim caravan guards", 8],
    ["fortune teller in a painted wagon", "fortune tellers in painted wagons", 1],
  ],
  swamp: [
    ["lizardfolk hunter", "lizardfolk hunters", 6], ["giant frog", "giant frogs", 4], ["will-o'-wisp", "will-o'-wisps", 3],
    ["swamp hag's messenger crow", "swamp hag's messenger crows", 3], ["crocodile", "crocodiles", 3],
    ["eel catcher in a flat boat", "eel catchers in flat boats", 3], ["bog mummy stirring", "bog mummies stirring", 2],
    ["swarm of stinging insects", "swarms of stinging insects", 2], ["stranded heron rider", "stranded heron riders", 1],
    ["lost tax surveyor", "lost tax surveyors", 2], ["shambling mound", "shambling mounds", 1],
    ["frog-catching child", "frog-catching children", 4], ["giant leech", "giant leeches", 5],
    ["troll fishing for eels", "trolls fishing for eels", 1], ["witch-doctor collecting reeds", "witch-doctors collecting reeds", 1],
  ],
  desert: [
    ["camel caravan trader", "camel caravan traders", 8], ["giant scorpion", "giant scorpions", 3],
    ["nomad rider", "nomad riders", 8], ["dust devil", "dust devils", 2], ["sphinx with a riddle", "sphinxes with riddles", 1],
    ["sand-buried statue", "sand-buried statues", 3], ["jackal", "jackals", 8], ["vulture circling", "vultures circling", 6],
    ["thirsty prospector", "thirsty prospectors", 3], ["mirage of an oasis", "mirages of oases", 1],
    ["salt trader", "salt traders", 4], ["giant lizard", "giant lizards", 2], ["mummy walking at dusk", "mummies walking at dusk", 2],
    ["genie in a cracked lamp", "genies in cracked lamps", 1], ["lost pilgrim", "lost pilgrims", 4],
  ],
  coast: [
    ["smuggler unloading crates", "smugglers unloading crates", 6], ["giant crab", "giant crabs", 3],
    ["fisher mending nets", "fishers mending nets", 5], ["merfolk envoy", "merfolk envoys", 3],
    ["seal that watches too long", "seals that watch too long", 4], ["shipwreck survivor", "shipwreck survivors", 6],
    ["lighthouse keeper", "lighthouse keepers", 1], ["sea hag's bargain-seeker", "sea hag's bargain-seekers", 2],
    ["pirate scout", "pirate scouts", 6], ["harpy on a sea stack", "harpies on a sea stack", 4],
    ["beachcomber with a strange find", "beachcombers with strange finds", 2], ["flock of gulls after a catch", "flocks of gulls", 1],
    ["customs officer", "customs officers", 3], ["sea turtle laying eggs", "sea turtles laying eggs", 4],
    ["drowned sailor's ghost", "drowned sailors' ghosts", 3],
  ],
  caves: [
    ["goblin", "goblins", 10], ["kobold trapper", "kobold trappers", 8], ["cave bear", "cave bears", 1],
    ["giant bat", "giant bats", 6], ["ochre jelly", "ochre jellies", 1], ["dwarf miner", "dwarf miners", 6],
    ["deep gnome trader", "deep gnome traders", 4], ["skeleton guard", "skeleton guards", 6],
    ["carrion crawler", "carrion crawlers", 2], ["lost spelunker", "lost spelunkers", 3],
    ["rust monster", "rust monsters", 1], ["glowing mushroom patch that sings", "glowing mushroom patches", 1],
    ["hobgoblin sentry", "hobgoblin sentries", 4], ["blind cave fish swarm", "blind cave fish swarms", 1],
    ["minotaur pacing its maze", "minotaurs", 1],
  ],
  city: [
    ["pickpocket", "pickpockets", 3], ["city watch officer", "city watch officers", 6],
    ["street preacher", "street preachers", 2], ["drunk noble", "drunk nobles", 3],
    ["rat catcher with a full cage", "rat catchers with full cages", 2], ["lamplighter", "lamplighters", 2],
    ["runaway apprentice", "runaway apprentices", 2], ["guild enforcer", "guild enforcers", 4],
    ["wedding procession guest", "wedding procession guests", 20], ["street urchin with a message", "street urchins with messages", 4],
    ["escaped pig", "escaped pigs", 3], ["masked cultist", "masked cultists", 5],
    ["spice merchant haggling", "spice merchants haggling", 2], ["duelling student", "duelling students", 2],
    ["bored wizard's familiar", "bored wizards' familiars", 1],
  ],
};

export default encounters;
