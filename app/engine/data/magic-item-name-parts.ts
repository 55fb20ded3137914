// Parts of magic item names: base items by kind, evocative first words and "of …" endings.
// Authored for this project (original lists, CC0); family-safe.

export type MagicItemKind = "weapon" | "armour" | "jewellery" | "wondrous";

export interface MagicItemNameParts {
  /** Base items by kind, capitalised: "Longsword", "Circlet". */
  items: Readonly<Record<MagicItemKind, readonly string[]>>;
  /** Words before the item: "Whispering", "Starforged". */
  prefixes: readonly string[];
  /** What follows "of": "the Silent Moon", "Lost Kings". */
  suffixes: readonly string[];
  /** Owners' names for "X's Y" (made up, capitalised): "Aldric", "Morwen". */
  owners: readonly string[];
}

// prettier-ignore
const parts: MagicItemNameParts = {
  items: {
    weapon: [
      "Longsword", "Shortsword", "Greatsword", "Dagger", "Rapier", "Scimitar", "Sabre", "Axe",
      "Greataxe", "Warhammer", "Maul", "Mace", "Flail", "Spear", "Halberd", "Glaive", "Trident",
      "Lance", "Longbow", "Shortbow", "Crossbow", "Sling", "Quarterstaff", "Whip", "Sickle",
      "Javelin", "Morningstar", "Pike", "Katar", "Falchion",
    ],
    armour: [
      "Shield", "Buckler", "Helm", "Breastplate", "Chainmail", "Scale Mail", "Gauntlets",
      "Greaves", "Vambraces", "Pauldrons", "Hauberk", "Brigandine", "Tower Shield", "Coif",
      "Leather Jerkin", "Plate Armour", "Mail Shirt", "Half-Helm", "Sabatons", "Gorget",
    ],
    jewellery: [
      "Ring", "Amulet", "Circlet", "Crown", "Brooch", "Pendant", "Locket", "Torc", "Bracelet",
      "Anklet", "Earring", "Signet", "Diadem", "Choker", "Armlet", "Tiara", "Cameo", "Chain",
    ],
    wondrous: [
      "Cloak", "Boots", "Lantern", "Mirror", "Horn", "Bell", "Chalice", "Orb", "Wand", "Staff",
      "Rod", "Tome", "Compass", "Hourglass", "Candle", "Key", "Music Box", "Quill", "Map",
      "Mask", "Belt", "Gloves", "Satchel", "Flute", "Drum", "Dice", "Deck of Cards", "Bottle",
      "Spyglass", "Feather", "Lamp", "Harp", "Carpet", "Figurine", "Cauldron", "Broom",
    ],
  },
  prefixes: [
    "Whispering", "Starforged", "Moonlit", "Sunforged", "Frostbitten", "Ember", "Stormbound",
    "Silent", "Singing", "Weeping", "Laughing", "Wandering", "Shadowed", "Gleaming", "Hollow",
    "Ancient", "Forgotten", "Blessed", "Gilded", "Silver", "Obsidian", "Crystal", "Ivory",
    "Runed", "Thornwoven", "Dreaming", "Wakeful", "Everburning", "Ironbound", "Feathered",
    "Twilight", "Dawnlit", "Verdant", "Tidebound", "Windswept", "Veiled", "Radiant", "Humble",
    "Restless", "Patient", "Howling", "Gentle", "Spiteful", "Loyal", "Hungry", "Sleeping",
    "Stargazer's", "Wayfarer's", "Warden's", "Pilgrim's", "Alchemist's", "Sailor's", "Hunter's",
    "Shepherd's", "Scholar's", "Smith's", "Jester's", "Duelist's", "Herald's", "Oracle's",
  ],
  suffixes: [
    "the Silent Moon", "Lost Kings", "the First Frost", "Endless Roads", "the Deep Wood",
    "Seven Stars", "the Drowned City", "Broken Oaths", "the Morning Tide", "Embers",
    "Whispers", "the Last Light", "Hidden Doors", "the Quiet Hours", "the North Wind",
    "Second Chances", "the Old Gods", "Shattered Glass", "the Wandering Star", "Green Hills",
    "the Hollow Crown", "Honest Men", "Fair Winds", "the Sleeping Giant", "the Burning Sky",
    "Storms", "Warding", "Swiftness", "Plenty", "Echoes", "Courage", "Mending", "Clarity",
    "the Fox", "the Owl", "the Bear", "the Serpent", "the Stag", "the Raven", "the Wolf",
    "the Hearth", "the Harvest", "the Mountain", "the Deep", "the Void", "Dawn", "Dusk",
    "a Thousand Doors", "the Borrowed Hour", "Forgotten Songs", "the Long Winter", "Many Faces",
  ],
  owners: [
    "Aldric", "Morwen", "Thessaly", "Garrick", "Isolde", "Bramwell", "Elowen", "Corvin",
    "Ysolde", "Fenwick", "Rosalind", "Hadrian", "Briony", "Osric", "Maelis", "Tobiah",
    "Ninian", "Seraphine", "Wystan", "Amaryllis", "Quillon", "Delphine", "Ansel", "Perrin",
    "Marigold", "Caspian", "Imogen", "Lorcan", "Odessa", "Thaddeus",
  ],
};

export default parts;
