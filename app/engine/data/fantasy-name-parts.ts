// Syllables and word parts that fantasy names are built from, by people (race) of a fantasy
// world. Authored for this project (original syllable tables, CC0): a first name is a start and
// an ending, or a start, a middle and an ending; a family name joins a first and a second part.

export type FantasyRace =
  "human" | "elf" | "dwarf" | "halfling" | "gnome" | "orc" | "tiefling" | "dragonborn";

export interface RaceNameParts {
  race: FantasyRace;
  /** What one of them is called ("elf"), and many ("elves"). */
  singular: string;
  plural: string;
  starts: readonly string[];
  middles: readonly string[];
  feminineEnds: readonly string[];
  masculineEnds: readonly string[];
  familyFirst: readonly string[];
  familySecond: readonly string[];
}

// prettier-ignore
const parts: readonly RaceNameParts[] = [
  {
    race: "human",
    singular: "human",
    plural: "humans",
    starts: [
      "Al", "Bar", "Bren", "Cal", "Cor", "Dar", "Ed", "El", "Fen", "Gar",
      "Hal", "Is", "Jor", "Kel", "Lor", "Mar", "Mer", "Nor", "Os", "Per",
      "Ral", "Ros", "Sam", "Ser", "Tam", "Tor", "Ul", "Val", "Wen", "Wil",
      "Ad", "Bel", "Cer", "Dun", "Em", "Gil", "Har", "Lin", "Mor", "Rod",
    ],
    middles: [
      "a", "e", "i", "o", "an", "en", "el", "ar", "or", "in",
      "ad", "er", "is", "ol", "ab", "am", "et", "ow", "ric", "un",
    ],
    feminineEnds: [
      "a", "ia", "ena", "ina", "elle", "wyn", "eth", "ara", "issa", "ette",
      "ine", "ora", "ana", "ith", "ley", "ra", "ie", "anne", "ice", "ella",
      "ys", "enna", "ica", "ey", "ona",
    ],
    masculineEnds: [
      "ric", "an", "en", "us", "old", "win", "bert", "mund", "rick", "ard",
      "on", "ald", "ton", "ias", "ec", "ert", "wick", "in", "fred", "ulf",
      "ath", "am", "ius", "or", "eth",
    ],
    familyFirst: [
      "Ash", "Black", "Bright", "Brook", "Cold", "Crow", "Dun", "East", "Fair", "Fletch",
      "Glen", "Green", "Hart", "Hawk", "Hay", "Hill", "Holt", "Kings", "Lang", "Marsh",
      "Mill", "Moor", "North", "Oak", "Red", "Rush", "Shep", "Silver", "Stan", "Stone",
      "Thorn", "Under", "Wake", "West", "White", "Wild", "Win", "Wood", "Wyn", "Yar",
    ],
    familySecond: [
      "ford", "ley", "wood", "well", "wick", "ton", "field", "hall", "brook", "stead",
      "more", "worth", "ridge", "cott", "hurst", "bury", "dale", "gate", "man", "ward",
      "wright", "smith", "er", "cliff", "combe", "shaw", "thwaite", "holme", "barrow", "croft",
      "land", "mere", "ham", "by", "lock", "den", "low", "burn", "wold", "fell",
    ],
  },
  {
    race: "elf",
    singular: "elf",
    plural: "elves",
    starts: [
      "Ae", "Ael", "Ara", "Cae", "Cel", "Eil", "Ela", "Elr", "Eri", "Fae",
      "Gal", "Ila", "Ith", "Lae", "Lia", "Lir", "Lor", "Mae", "Mel", "Nae",
      "Nim", "Rae", "Sae", "Sil", "Syl", "Tae", "Thal", "Tir", "Vae", "Yse",
      "Ama", "Eld", "Fin", "Hal", "Ian", "Ilm", "Len", "Mir", "Nar", "Quel",
    ],
    middles: [
      "a", "e", "i", "ae", "ia", "la", "li", "na", "ri", "the",
      "ne", "ra", "ve", "lo", "ni", "ro", "sa", "thi", "va", "ly",
    ],
    feminineEnds: [
      "wen", "riel", "lith", "thiel", "nys", "ra", "ia", "lyn", "ndra", "ssa",
      "elle", "ara", "iel", "wyn", "ith", "eth", "ora", "na", "lia", "ine",
      "sha", "ene", "yra", "ali", "ea",
    ],
    masculineEnds: [
      "dor", "ion", "ril", "las", "thas", "dil", "rin", "ros", "mir", "nor",
      "vin", "thor", "ian", "lor", "ran", "dan", "th", "ndil", "rion", "wyl",
      "orn", "ael", "ven", "sar", "ith",
    ],
    familyFirst: [
      "Moon", "Star", "Dawn", "Dusk", "Silver", "Leaf", "Wind", "Mist", "River", "Sun",
      "Night", "Frost", "Dew", "Willow", "Birch", "Amber", "Gold", "Thistle", "Fern", "Song",
      "Glimmer", "Swift", "Light", "Rain", "Ash", "Oak", "Cloud", "Bright", "Spring", "Echo",
      "Starling", "Sky", "Still", "Autumn", "Hollow", "Rose", "Lark", "Wren", "Pearl", "Elm",
    ],
    familySecond: [
      "whisper", "song", "shade", "bloom", "brook", "glade", "breeze", "leaf", "walker", "weaver",
      "blossom", "fall", "dancer", "light", "runner", "wind", "crown", "gleam", "petal", "thorn",
      "watcher", "singer", "bough", "spring", "star", "veil", "river", "wing", "field", "dew",
      "mantle", "strider", "glow", "heart", "shadow", "water", "vale", "wood", "moon", "fern",
    ],
  },
  {
    race: "dwarf",
    singular: "dwarf",
    plural: "dwarves",
    starts: [
      "Bal", "Bar", "Bor", "Brom", "Bru", "Dag", "Dal", "Dor", "Dur", "Eb",
      "Fal", "Gim", "Gor", "Grim", "Gun", "Har", "Hild", "Kaz", "Kil", "Mor",
      "Nal", "Od", "Ragn", "Rurik", "Sig", "Thar", "Thor", "Tor", "Ulf", "Vond",
      "Ar", "Bof", "Dwal", "Eld", "Fund", "Hel", "Ing", "Krag", "Orm", "Tharn",
    ],
    middles: [
      "a", "i", "o", "u", "ar", "in", "or", "um", "ag", "ek",
      "ol", "ur", "an", "ra", "ri", "dra", "gri", "ba", "du", "ma",
    ],
    feminineEnds: [
      "a", "dis", "hild", "ra", "dra", "gret", "wyn", "run", "li", "na",
      "ris", "unn", "ja", "va", "ild", "ga", "dda", "tha", "ella", "grid",
      "hilda", "ana", "ika", "ryn", "eth",
    ],
    masculineEnds: [
      "in", "ok", "ur", "im", "ak", "ar", "grim", "din", "rek", "nar",
      "ric", "dor", "li", "gar", "ram", "bek", "dun", "vek", "mund", "rin",
      "bur", "gan", "nir", "thor", "rak",
    ],
    familyFirst: [
      "Iron", "Stone", "Copper", "Bronze", "Gold", "Silver", "Coal", "Granite", "Flint", "Anvil",
      "Hammer", "Forge", "Deep", "Oak", "Rock", "Steel", "Ember", "Cinder", "Boulder", "Slate",
      "Quartz", "Tin", "Ore", "Fire", "Grey", "Black", "Red", "Broad", "Strong", "Stout",
      "Amber", "Marble", "Garnet", "Basalt", "Cobble", "Brass", "Thunder", "Frost", "Rune", "Mountain",
    ],
    familySecond: [
      "beard", "fist", "forge", "hammer", "helm", "shield", "delver", "vein", "axe", "braid",
      "mantle", "heart", "arm", "brow", "foot", "hand", "shaper", "cutter", "breaker", "smith",
      "keeper", "mail", "hold", "gate", "stone", "back", "crown", "born", "grip", "song",
      "bellow", "tusk", "mane", "guard", "hewer", "bender", "digger", "striker", "crest", "pick",
    ],
  },
  {
    race: "halfling",
    singular: "halfling",
    plural: "halflings",
    starts: [
      "Bil", "Bram", "Cad", "Cor", "Dar", "Del", "Em", "Fen", "Fil", "Gar",
      "Hal", "Hob", "Ian", "Jas", "Kip", "Lav", "Lob", "Mer", "Mil", "Nib",
      "Ol", "Per", "Pim", "Pip", "Ros", "Sam", "Tam", "Tib", "Wil", "Wen",
      "Bel", "Cam", "Dil", "Eg", "Fos", "Hild", "Lil", "Mag", "Pol", "Tod",
    ],
    middles: [
      "a", "i", "o", "e", "an", "el", "in", "ol", "ab", "ib",
      "ob", "ad", "er", "ly", "wi", "ri", "mo", "li", "do", "pe",
    ],
    feminineEnds: [
      "a", "ie", "y", "ella", "ina", "lly", "by", "sy", "ora", "ia",
      "etta", "wyn", "ri", "da", "ise", "bell", "la", "nie", "dy", "ette",
      "ly", "mae", "lin", "wen", "kin",
    ],
    masculineEnds: [
      "bo", "co", "do", "fo", "go", "lo", "mo", "ro", "to", "win",
      "by", "ric", "ton", "wick", "an", "in", "ard", "ley", "kin", "ol",
      "bert", "wise", "lin", "dric", "ock",
    ],
    familyFirst: [
      "Tea", "Apple", "Barley", "Berry", "Bramble", "Brush", "Butter", "Clover", "Copper", "Dale",
      "Fern", "Good", "Green", "Hay", "Hazel", "Hearth", "Hill", "Honey", "Kettle", "Lilly",
      "Meadow", "Mild", "Nettle", "Oat", "Pepper", "Plum", "Quick", "Reed", "Sandy", "Sweet",
      "Tangle", "Thistle", "Top", "Under", "Warm", "Wheat", "Whistle", "Willow", "Bunny", "Puddle",
    ],
    familySecond: [
      "leaf", "bottle", "barrel", "foot", "field", "bank", "burrow", "hill", "dale", "brook",
      "basket", "buckle", "button", "crumb", "cup", "dough", "garden", "gather", "hedge", "hollow",
      "kettle", "ladle", "meadow", "pocket", "pot", "shire", "song", "spoon", "stump", "toes",
      "wick", "wood", "hearth", "patch", "acre", "root", "row", "seed", "sprout", "bough",
    ],
  },
  {
    race: "gnome",
    singular: "gnome",
    plural: "gnomes",
    starts: [
      "Al", "Bim", "Bix", "Bod", "Boo", "Dim", "Eld", "Fen", "Fiz", "Gim",
      "Glim", "Jeb", "Kel", "Lin", "Mer", "Nack", "Nib", "Nim", "Orr", "Pim",
      "Quil", "Rin", "Seb", "Tib", "Tink", "Wob", "Zan", "Zook", "Dab", "Fib",
      "Gab", "Jin", "Kib", "Lop", "Mib", "Pock", "Rix", "Snib", "Tam", "Wiz",
    ],
    middles: [
      "a", "e", "i", "o", "u", "ab", "bi", "ble", "di", "fi",
      "go", "ka", "li", "ni", "pi", "ra", "ti", "wi", "zi", "mo",
    ],
    feminineEnds: [
      "bi", "ella", "ina", "lin", "na", "ni", "ri", "sy", "wyn", "bella",
      "dee", "ka", "la", "ly", "mi", "nissa", "pi", "qua", "ra", "tina",
      "wick", "xi", "zi", "bee", "dra",
    ],
    masculineEnds: [
      "bo", "dle", "do", "fle", "gle", "kin", "len", "lo", "nock", "o",
      "pin", "ro", "ston", "to", "wick", "zen", "zo", "bert", "dric", "fizz",
      "ger", "mus", "nik", "ple", "tock",
    ],
    familyFirst: [
      "Cog", "Gear", "Spring", "Tinker", "Whistle", "Spark", "Fizzle", "Button", "Copper", "Glitter",
      "Bellow", "Pebble", "Twist", "Wobble", "Bramble", "Nimble", "Tumble", "Puzzle", "Fiddle", "Rattle",
      "Thimble", "Sprocket", "Dapple", "Gadget", "Crank", "Bauble", "Clock", "Quill", "Ticker", "Jingle",
      "Muddle", "Sparkle", "Toggle", "Widget", "Bobble", "Doodle", "Ember", "Gimble", "Knack", "Zip",
    ],
    familySecond: [
      "whistle", "spark", "sprocket", "bottom", "fizz", "gadget", "wick", "button", "gear", "spring",
      "top", "tock", "nose", "wink", "bolt", "lock", "pin", "pot", "twist", "wheel",
      "dash", "drop", "fuss", "hop", "jig", "lamp", "nut", "puff", "rivet", "snap",
      "stitch", "thumb", "toe", "trick", "whirl", "bell", "blink", "chime", "flick", "knot",
    ],
  },
  {
    race: "orc",
    singular: "orc",
    plural: "orcs",
    starts: [
      "Ba", "Bor", "Dur", "Gar", "Gha", "Gor", "Gro", "Gru", "Hag", "Kar",
      "Kra", "Kru", "Lug", "Mag", "Mak", "Mor", "Nar", "Og", "Ra", "Ruk",
      "Sha", "Shag", "Tor", "Thra", "Ug", "Ur", "Vor", "Yag", "Zag", "Zug",
      "Bru", "Dra", "Gul", "Kor", "Mok", "Ruz", "Tug", "Uth", "Vra", "Yur",
    ],
    middles: [
      "a", "o", "u", "ag", "ak", "ar", "ash", "og", "or", "ug",
      "ur", "ra", "ro", "ru", "ga", "go", "ka", "ko", "za", "zu",
    ],
    feminineEnds: [
      "a", "ga", "ka", "ra", "sha", "tha", "za", "ola", "ura", "ash",
      "eth", "ila", "na", "ba", "da", "ma", "ysh", "uga", "ogh", "ruk",
      "ek", "ira", "ova", "ushka", "ana",
    ],
    masculineEnds: [
      "ak", "ash", "og", "ok", "ug", "uk", "ur", "oth", "ar", "mash",
      "gar", "dak", "rag", "nak", "thak", "gul", "gash", "rok", "zog", "bul",
      "dush", "kor", "mog", "tar", "zar",
    ],
    familyFirst: [
      "Iron", "Stone", "Red", "Black", "Ash", "Bone", "Storm", "Thunder", "Blood", "War",
      "Grim", "Broad", "Dust", "Ember", "Frost", "Gore", "Granite", "Howl", "Scar", "Smoke",
      "Steel", "Strong", "Tusk", "Wolf", "Boar", "Crag", "Flint", "Hide", "Mud", "Night",
      "Rock", "Rust", "Shard", "Skull", "Spear", "Swamp", "Thorn", "Torch", "Wild", "Bear",
    ],
    familySecond: [
      "tusk", "fist", "hide", "jaw", "maw", "claw", "fang", "horn", "back", "brow",
      "arm", "blade", "breaker", "crusher", "eye", "foot", "grip", "hand", "heart", "howl",
      "mane", "roar", "runner", "scar", "shield", "skull", "snout", "spear", "stomp", "tooth",
      "hammer", "axe", "bane", "born", "hunter", "rider", "splitter", "stalker", "strider", "thane",
    ],
  },
  {
    race: "tiefling",
    singular: "tiefling",
    plural: "tieflings",
    starts: [
      "Ak", "Am", "Ba", "Bel", "Cas", "Dam", "Ez", "Ira", "Kal", "Kri",
      "Lev", "Lil", "Mal", "Mel", "Mor", "Naz", "Nem", "Or", "Pel", "Ran",
      "Sar", "Sel", "Sky", "Tal", "Tar", "Val", "Vex", "Xar", "Zar", "Zeph",
      "Ary", "Dex", "Esh", "Hex", "Ith", "Jez", "Lux", "Myr", "Ryx", "Sor",
    ],
    middles: [
      "a", "e", "i", "o", "ae", "eth", "ir", "is", "ar", "ek",
      "ra", "ri", "za", "zi", "xa", "ve", "me", "lo", "ne", "ka",
    ],
    feminineEnds: [
      "ia", "ira", "is", "ith", "ys", "ara", "essa", "ika", "a", "ea",
      "eth", "ora", "yra", "isa", "ixa", "na", "ra", "sha", "vi", "zah",
      "ine", "ael", "iel", "ysse", "ona",
    ],
    masculineEnds: [
      "os", "us", "ax", "ek", "eus", "ias", "is", "ith", "on", "or",
      "oth", "ar", "ael", "eon", "ius", "vor", "zar", "mon", "kas", "ros",
      "thos", "rix", "eth", "ex", "yr",
    ],
    familyFirst: [
      "Ash", "Cinder", "Ember", "Shadow", "Night", "Dusk", "Smoke", "Brim", "Crimson", "Pyre",
      "Obsidian", "Raven", "Scarlet", "Soot", "Thorn", "Vesper", "Violet", "Hollow", "Gloam", "Grey",
      "Hex", "Mourn", "Red", "Rue", "Saffron", "Sable", "Storm", "Umber", "Wick", "Wraith",
      "Coal", "Dire", "Flame", "Gilded", "Horn", "Iron", "Lantern", "Midnight", "Onyx", "Rust",
    ],
    familySecond: [
      "heart", "horn", "tail", "flame", "brand", "song", "veil", "thorn", "mark", "spark",
      "ward", "whisper", "wing", "bloom", "blaze", "candle", "coil", "crest", "fall", "glow",
      "hand", "kiss", "light", "moon", "oath", "path", "rose", "scale", "shade", "sigil",
      "smoke", "soul", "star", "storm", "sworn", "tongue", "walker", "weaver", "wick", "writ",
    ],
  },
  {
    race: "dragonborn",
    singular: "dragonborn",
    plural: "dragonborn",
    starts: [
      "Ar", "Bal", "Dar", "Ghe", "Hes", "Kav", "Kri", "Med", "Nad", "Pan",
      "Rho", "Sha", "Sor", "Tar", "Tor", "Vor", "Xar", "Zor", "Bhar", "Dha",
      "Gra", "Jhe", "Kor", "Lor", "Mis", "Qal", "Rhu", "Thav", "Ur", "Vyr",
      "Akr", "Bry", "Dra", "Fyr", "Harr", "Irr", "Kal", "Nyx", "Skr", "Zyr",
    ],
    middles: [
      "a", "e", "i", "o", "u", "ra", "ka", "sha", "tha", "ax",
      "ix", "or", "ur", "ar", "el", "on", "yx", "az", "iz", "ash",
    ],
    feminineEnds: [
      "ra", "ith", "ys", "a", "ara", "inn", "ila", "eth", "issa", "ora",
      "ynn", "axa", "esh", "ika", "ana", "yra", "iss", "ae", "ixa", "ul",
      "eva", "ona", "isha", "ash", "irra",
    ],
    masculineEnds: [
      "ax", "ash", "or", "inn", "esh", "ar", "ath", "ix", "ur", "orn",
      "ek", "an", "ros", "thar", "gar", "kas", "rax", "rin", "os", "yx",
      "on", "ird", "uth", "ak", "ess",
    ],
    familyFirst: [
      "Kar", "Vor", "Dra", "Thar", "Myr", "Sar", "Ker", "Dal", "Ost", "Yar",
      "Zal", "Ner", "Bal", "Ith", "Kol", "Vel", "Har", "Qir", "Ral", "Tul",
      "Ash", "Bryn", "Drak", "Fer", "Gar", "Hul", "Jar", "Lyr", "Mar", "Orn",
      "Pyr", "Rath", "Syl", "Thyr", "Uth", "Vas", "Wyr", "Xen", "Yth", "Zor",
    ],
    familySecond: [
      "anthar", "akhar", "ethis", "imyth", "ovrax", "ushan", "yrith", "askar", "eldrin", "idrax",
      "onnar", "ulthar", "arrak", "essyn", "ithrae", "orvash", "ynthor", "azhar", "erros", "ixyl",
      "ovar", "uthrax", "ymmar", "ardin", "eshkar", "ivvor", "olthar", "urrin", "yssar", "akkor",
      "emmyr", "irrax", "ossan", "undar", "ythos", "arreth", "elkor", "ishar", "orrim", "uvask",
    ],
  },
];

export default parts;
