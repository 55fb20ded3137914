// What a piece of treasure is made of: an object, a material and a property, by rarity. Authored
// for this project (original writing, CC0). Properties read after the object ("a silver compass
// that …"); the lower rarities are curios, the higher ones real magic.

export type Rarity = "common" | "uncommon" | "rare" | "very rare" | "legendary";

export interface LootParts {
  objects: readonly string[];
  materials: Readonly<Record<Rarity, readonly string[]>>;
  properties: Readonly<Record<Rarity, readonly string[]>>;
}

// prettier-ignore
const parts: LootParts = {
  objects: [
    "amulet", "anklet", "armband", "arrow", "axe", "badge", "bell", "belt buckle", "bookmark",
    "pair of boots", "bowl", "box", "bracelet", "brooch", "buckler", "candlestick", "cane", "cap",
    "chess piece", "circlet", "cloak", "coin", "comb", "compass", "crown", "cup", "dagger",
    "set of dice", "drinking horn", "drum", "earring", "fan", "figurine", "flask", "flute", "gauntlet",
    "pair of gloves", "goblet", "hairpin", "hammer", "harp", "hat", "helm", "horn", "hourglass",
    "inkwell", "jar", "key", "kettle", "ladle", "lamp", "lantern", "locket", "longsword",
    "lute", "magnifying glass", "map case", "mask", "medallion", "mirror", "music box",
    "necklace", "needle", "orb", "paperweight", "pendant", "pen", "pipe", "plate", "quill",
    "quiver", "ring", "rope", "satchel", "scarf", "sceptre", "scroll case", "seal",
    "sewing kit", "shield", "shortbow", "shortsword", "signet ring", "sling", "snuffbox",
    "spear", "spoon", "spyglass", "staff", "statuette", "stone", "sundial", "tankard",
    "teapot", "thimble", "tiara", "tinderbox", "torc", "trumpet", "vial", "wand",
    "war hammer", "whistle", "wind chime", "writing desk", "yo-yo", "abacus", "bracer",
    "chalice", "chain", "clasp", "coat", "collar", "crossbow", "diadem", "hand mirror",
    "lens", "mace", "mandolin", "rapier", "sash", "spindle", "tabard", "trinket box",
    "walking stick", "weathervane",
  ],
  materials: {
    common: [
      "brass", "bone", "copper", "oak", "pewter", "leather", "clay", "tin", "pine", "horn",
      "iron", "wicker", "linen", "wool",
    ],
    uncommon: [
      "bronze", "silver", "ivory-white", "ebony", "polished jet", "glass", "amber", "blackened steel",
      "carved walnut", "enamelled", "lacquered", "mother-of-pearl", "soapstone", "whalebone",
    ],
    rare: [
      "gold", "crystal", "jade", "obsidian", "silver-chased", "moonstone", "coral", "porcelain",
      "rosewood", "electrum", "lapis", "opaline", "sapphire-studded", "filigree",
    ],
    "very rare": [
      "mithral", "platinum", "star-sapphire", "living-wood", "frost-glass", "griffin-feather",
      "sunsteel", "pearl-inlaid", "runed adamant", "emerald-set", "storm-silver", "dreamglass",
      "phoenix-gold", "wyrmhorn",
    ],
    legendary: [
      "starmetal", "dragonbone", "moon-silver", "void-glass", "heartwood", "celestial bronze",
      "titan-iron", "sun-crystal", "ever-ice", "spirit-jade", "comet-iron", "dawn-gold",
      "shadow-pearl", "first-oak",
    ],
  },
  properties: {
    common: [
      "that is always slightly warm to the touch", "that smells faintly of cinnamon",
      "engraved with a name nobody recognises", "that hums a single note when tapped",
      "with a tiny map scratched on the back", "that never gathers dust",
      "decorated with dancing hares", "that is a little heavier than it looks",
      "with a dent shaped like a bite mark", "that once belonged to a famous baker",
      "wrapped in a faded love letter", "painted with a child's drawing of a castle",
      "that rattles as if something is inside", "with a clever hidden compartment",
      "stamped with the crest of a vanished guild", "that is perfectly balanced",
      "with a broken clasp that is easy to mend", "that makes cats purr when nearby",
      "inscribed with a recipe for plum cake", "that has been mended many times with love",
    ],
    uncommon: [
      "that glows like a candle on command", "that stays clean whatever happens to it",
      "that always points toward the nearest fresh water", "that whispers the time when asked",
      "that keeps its holder dry in the rain", "that turns any water in it ice-cold",
      "that softly chimes when someone nearby tells a lie", "that can never be lost for long",
      "that warms its holder on cold nights", "that repeats the last words spoken to it",
      "that makes its holder's footsteps silent", "that lets its holder read any map",
      "that changes colour with its holder's mood", "that keeps insects away",
      "that can light a small fire once a day", "that floats if dropped in water",
      "that lets its holder hold their breath twice as long", "that calms frightened animals",
      "that shows the way home once a day", "that keeps food inside it fresh for a month",
    ],
    rare: [
      "that turns aside one arrow each day", "that lets its holder speak with birds",
      "that heals small wounds overnight", "that shows the last face reflected in it",
      "that lets its holder see in darkness", "that makes its holder as light as a feather when falling",
      "that opens any simple lock once a day", "that stores one spoken message for a year",
      "that lets its holder breathe underwater for an hour", "that warns of danger with a shiver",
      "that lets its holder understand any spoken language", "that can summon a loyal hawk",
      "that doubles its holder's speed for a minute", "that makes its holder unseen while still",
      "that wards off the cold of winter completely", "that fixes broken objects it touches",
      "that lets two holders hear each other across a mile", "that turns a gust of wind into a shield",
      "that grants a night of restful sleep anywhere", "that marks the way it has travelled with faint light",
    ],
    "very rare": [
      "that lets its holder walk on water", "that lets its holder fly for ten minutes each dawn",
      "that can call down a small storm", "that reveals every hidden door in a room",
      "that keeps its holder safe from fire", "that lets its holder step through a wall once a day",
      "that can freeze a river solid", "that answers one question truthfully each week",
      "that lets its holder become invisible for an hour", "that grows into a rowing boat on command",
      "that can turn its holder into a hawk", "that makes any plant bloom at a touch",
      "that shields its holder from all magic for a minute", "that opens a door to a cosy hidden room",
      "that lets its holder speak with the spirits of the land", "that calls an ally from the sky once a month",
      "that stops time for a single breath", "that turns the holder's shadow into a servant",
      "that can move a boulder with a gesture", "that shows the future in flickering glimpses",
    ],
    legendary: [
      "that was forged to end a war between giants", "that holds the sleeping spirit of a great dragon",
      "that can raise a castle from bare ground", "that lets its holder command the tides",
      "that can return a fallen friend to life once", "that lets its holder travel to any place they have seen",
      "that holds a whole library of forgotten knowledge", "that can turn night into day over a city",
      "that once belonged to the first queen of the elves", "that sings a song no enemy can stand against",
      "that can open a door between worlds", "that grants its holder a wish, once",
      "that makes its holder ageless while worn", "that can tame any creature of the wild",
      "that calls the stars to fall like rain", "that can calm an erupting volcano",
      "that remembers every hand that ever held it", "that lets its holder read every heart in a room",
      "that can split a mountain in two", "that binds a storm giant to its holder's service",
    ],
  },
};

export default parts;
