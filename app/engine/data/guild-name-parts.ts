// Parts of guild and company names by trade: emblems, adjectives and the word the guild calls
// itself. Authored for this project (original lists, CC0).

export type GuildTrade =
  "merchants" | "thieves" | "mages" | "adventurers" | "crafters" | "mercenaries";

export interface GuildNameParts {
  /** Capitalised adjectives shared by every trade: "Gilded", "Silent". */
  adjectives: readonly string[];
  /** Capitalised emblems (singular): "Lantern", "Anvil". */
  emblems: Readonly<Record<GuildTrade, readonly string[]>>;
  /** What a guild of the trade calls itself: "Company", "Brotherhood". */
  bodies: Readonly<Record<GuildTrade, readonly string[]>>;
}

// prettier-ignore
const parts: GuildNameParts = {
  adjectives: [
    "Gilded", "Silent", "Crimson", "Silver", "Golden", "Iron", "Honest", "Hidden", "Wandering",
    "Laughing", "Grey", "Black", "White", "Scarlet", "Azure", "Emerald", "Amber", "Ivory",
    "Sleepless", "Patient", "Swift", "Steadfast", "Quiet", "Merry", "Broken", "Crowned",
    "Veiled", "Burning", "Frozen", "Rising", "Fallen", "Ancient", "Twin", "Seventh", "Lucky",
    "Thrifty", "Bold", "Humble", "Clever", "Loyal",
  ],
  emblems: {
    merchants: ["Scale", "Coin", "Ledger", "Caravan", "Lantern", "Ship", "Purse", "Seal", "Key", "Compass", "Ox", "Barrel", "Bell", "Road", "Sail"],
    thieves: ["Shadow", "Dagger", "Rat", "Mask", "Cat", "Key", "Glove", "Raven", "Whisper", "Lockpick", "Moth", "Cloak", "Knot", "Door", "Fox"],
    mages: ["Star", "Tome", "Eye", "Candle", "Quill", "Orb", "Moon", "Rune", "Circle", "Owl", "Mirror", "Flame", "Tower", "Veil", "Comet"],
    adventurers: ["Blade", "Banner", "Road", "Map", "Horn", "Shield", "Boot", "Torch", "Griffon", "Wolf", "Spear", "Dragon", "Crown", "Lantern", "Stag"],
    crafters: ["Anvil", "Hammer", "Loom", "Chisel", "Kiln", "Needle", "Wheel", "Saw", "Bellows", "Spindle", "Plane", "Awl", "Forge", "Mould", "Lathe"],
    mercenaries: ["Sword", "Spear", "Boar", "Lion", "Axe", "Helm", "Fist", "Hound", "Bear", "Pike", "Bull", "Hawk", "Gauntlet", "Standard", "Drum"],
  },
  bodies: {
    merchants: ["Company", "Consortium", "Trading House", "Exchange", "League", "Concern"],
    thieves: ["Brotherhood", "Sisterhood", "Fellowship", "Syndicate", "Circle", "Family"],
    mages: ["Circle", "College", "Conclave", "Society", "Order", "Academy"],
    adventurers: ["Company", "Fellowship", "Society", "Lodge", "Band", "Charter"],
    crafters: ["Guild", "Worshipful Company", "Union", "Guildhall", "Craft", "Workshop"],
    mercenaries: ["Company", "Free Company", "Legion", "Band", "Host", "Brigade"],
  },
};

export default parts;
