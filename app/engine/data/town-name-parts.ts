// Parts of English-sounding fantasy town names: a first element and an ending, plus the words
// that dress a name up ("Upper", "-on-the-Water"). Authored for this project (original lists,
// CC0); the elements are ordinary words and place-name endings, combined at random.

export interface TownNameParts {
  /** Capitalised first elements: "Ash", "Raven", "Thorn". */
  starts: readonly string[];
  /** Lower-case endings joined straight on: "ford", "bury", "wick". */
  ends: readonly string[];
  /** Words put before a name: "Upper", "Little". */
  before: readonly string[];
  /** Phrases put after a name: "on-the-Marsh", "by-the-Sea" (joined with hyphens). */
  after: readonly string[];
}

// prettier-ignore
const parts: TownNameParts = {
  starts: [
    "Ash", "Oak", "Elm", "Birch", "Alder", "Hazel", "Holly", "Thorn", "Bramble", "Fern",
    "Heather", "Willow", "Rowan", "Yew", "Pine", "Maple", "Linden", "Hawthorn", "Briar", "Reed",
    "Stone", "Rock", "Flint", "Chalk", "Clay", "Iron", "Copper", "Silver", "Gold", "Salt",
    "Raven", "Crow", "Hawk", "Falcon", "Wren", "Swan", "Heron", "Otter", "Badger", "Fox",
    "Wolf", "Hart", "Buck", "Boar", "Bear", "Eagle", "Lark", "Finch", "Owl", "Kite",
    "Red", "White", "Black", "Green", "Grey", "Brown", "Blue", "Bright", "Dim", "Fair",
    "Cold", "Warm", "High", "Low", "Long", "Broad", "Narrow", "Deep", "Old", "New",
    "Mill", "Bridge", "Church", "Market", "Castle", "Kings", "Queens", "Bishops", "Abbots", "Knights",
    "Wind", "Rain", "Frost", "Snow", "Mist", "Storm", "Sun", "Moon", "Star", "Dawn",
    "Amber", "Moss", "Marsh", "Brook", "Well", "Spring", "Pool", "Lake", "Cliff", "Dale",
    "Glen", "Heath", "Moor", "Wold", "Fen", "Barrow", "Harrow", "Cotton", "Wheat", "Barley",
    "Honey", "Apple", "Cherry", "Plum", "Berry", "Rose", "Lily", "Clover", "Thistle", "Bracken",
  ],
  ends: [
    "ford", "bury", "borough", "by", "thorpe", "wick", "wich", "ton", "ham", "stead",
    "field", "ley", "leigh", "worth", "combe", "cott", "dale", "den", "dene", "don",
    "well", "wood", "holm", "hurst", "mere", "more", "moor", "mouth", "ness", "port",
    "shaw", "stow", "ridge", "ditch", "gate", "haven", "hollow", "hill", "brook", "water",
    "fell", "garth", "howe", "keld", "lyn", "pool", "marsh", "minster", "chester", "caster",
    "bridge", "cross", "end", "fold", "hythe", "march", "reach", "rest", "vale", "watch",
  ],
  before: [
    "Upper", "Lower", "Little", "Great", "Old", "New", "North", "South", "East", "West",
    "Nether", "Market", "Long", "High", "Kings", "Bishops",
  ],
  after: [
    "on-the-Water", "on-the-Hill", "on-the-Marsh", "on-Sea", "by-the-Sea", "in-the-Vale",
    "under-the-Hill", "in-the-Wood", "upon-the-Moor", "by-the-Bridge", "on-the-Wold", "in-the-Fen",
  ],
};

export default parts;
