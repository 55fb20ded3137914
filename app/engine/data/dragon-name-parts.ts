// Parts of dragon names: syllables that sound old and heavy, and epithets by the dragon's
// element ("the Ash-Winged"). Authored for this project (original lists, CC0).

export type DragonElement =
  "fire" | "frost" | "storm" | "venom" | "shadow" | "sea" | "earth" | "sun";

export interface DragonNameParts {
  /** Capitalised first syllables: "Vor", "Kael". */
  starts: readonly string[];
  /** Lower-case middle syllables, used about half the time: "ax", "im". */
  middles: readonly string[];
  /** Lower-case endings: "thrax", "gorn". */
  ends: readonly string[];
  /** Epithets by element, each read after "the": "Ember-Crowned". */
  epithets: Readonly<Record<DragonElement, readonly string[]>>;
}

// prettier-ignore
const parts: DragonNameParts = {
  starts: [
    "Vor", "Kael", "Sar", "Thar", "Mor", "Ghal", "Zar", "Ith", "Orr", "Baal", "Vex", "Nym",
    "Drak", "Skar", "Vyr", "Ul", "Azh", "Khar", "Rha", "Syl", "Ty", "Grim", "Ost", "Fael",
    "Hral", "Ker", "Lith", "Myr", "Neth", "Pyr", "Quel", "Rul", "Sev", "Tor", "Um", "Vael",
    "Xer", "Yth", "Zor", "Aur", "Bel", "Cal", "Dra", "Eld", "Fyr", "Gol", "Hes", "Ix",
  ],
  middles: [
    "a", "e", "i", "o", "u", "ax", "im", "or", "ul", "yr", "en", "ath", "ir", "ol", "es",
    "ag", "un", "ith", "ar", "ev",
  ],
  ends: [
    "thrax", "gorn", "rax", "mir", "dros", "vath", "xis", "nax", "rion", "thys", "gul", "zar",
    "keth", "mor", "ryx", "dra", "loth", "vyr", "sith", "gar", "noth", "phax", "ruun", "zeth",
    "ion", "ash", "ax", "ix", "or", "us", "eth", "yra", "ath", "ok", "un", "ys",
  ],
  epithets: {
    fire: [
      "Ember-Crowned", "Ash-Winged", "Cinder Queen", "Kindler of Forests", "Smoulderheart", "Red Ruin",
      "Flame Tongue", "Furnace-Born", "Scorcher of Fields", "Burning Shadow", "Brand of the Hills", "Pyre Lord",
    ],
    frost: [
      "Rime-Scaled", "White Death", "Winter's Breath", "Glacier Wyrm", "Frostfang", "Pale Sleeper",
      "Icebound", "Snow Tyrant", "Shiver of the North", "Hoarfrost King", "Silent Cold", "Crystal Eye",
    ],
    storm: [
      "Thunder-Voiced", "Stormcaller", "Sky Render", "Lightning Crown", "Wind Tyrant", "Cloud Walker",
      "Tempest Wing", "Bright Fury", "Breaker of Masts", "Rain Bringer", "Squall Lord", "Blue Thunder",
    ],
    venom: [
      "Green Doom", "Bile-Fanged", "Poisoner of Wells", "Marsh Tyrant", "Rot Mother", "Hissing Death",
      "Thorn-Scaled", "Sickle Tail", "Fen Sovereign", "Bitter Breath", "Moss-Backed", "Blight Bringer",
    ],
    shadow: [
      "Nightmare", "Shadow Eater", "Dusk Wyrm", "Veil-Winged", "Starless", "Gloom Sovereign",
      "Whisperer in the Dark", "Unseen", "Eclipse", "Hollow Eye", "Last Light's End", "Black Silence",
    ],
    sea: [
      "Deep Sovereign", "Tide Turner", "Wave-Crowned", "Drowner of Ships", "Salt Wyrm", "Reef Lord",
      "Pearl Eye", "Undertow", "Sunken King", "Kelp-Bearded", "Storm Surge", "Abyss Walker",
    ],
    earth: [
      "Mountain Heart", "Stone-Skinned", "Deep Delver", "Iron Jaw", "Quake Lord", "Gem Hoarder",
      "Granite Throne", "Root Breaker", "Cave Sovereign", "Old Bones", "Slate Wing", "Landslide",
    ],
    sun: [
      "Golden", "Dawn Bringer", "Sunscale", "Radiant", "Noon Sovereign", "Bright Wing",
      "Gilded Sage", "Light of the East", "Amber Eye", "Kind Flame", "Warden of Mornings", "Sky Jewel",
    ],
  },
};

export default parts;
