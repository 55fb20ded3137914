// Parts of spell names by theme: adjectives and the spell's form (a bolt, a ward, a veil), plus
// the made-up names of wizards who might have invented them. Authored for this project
// (original lists, CC0).

export type SpellTheme =
  "fire" | "frost" | "lightning" | "healing" | "illusion" | "shadow" | "nature" | "protection";

export interface SpellNameParts {
  /** Capitalised adjectives by theme: "Searing". */
  adjectives: Readonly<Record<SpellTheme, readonly string[]>>;
  /** Capitalised forms by theme: "Lance", "Ward". */
  forms: Readonly<Record<SpellTheme, readonly string[]>>;
  /** Inventors, for "Ilvara's Searing Lance". */
  inventors: readonly string[];
}

// prettier-ignore
const parts: SpellNameParts = {
  adjectives: {
    fire: ["Searing", "Blazing", "Smouldering", "Scorching", "Kindled", "Molten", "Cindered", "Flaring", "Burning", "Ember"],
    frost: ["Freezing", "Glacial", "Biting", "Rimed", "Shivering", "Frozen", "Bitter", "Hoarfrost", "Crystal", "Wintry"],
    lightning: ["Crackling", "Thundering", "Forked", "Sparking", "Booming", "Arcing", "Storm-Called", "Jolting", "Flashing", "Rolling"],
    healing: ["Soothing", "Mending", "Gentle", "Restoring", "Radiant", "Warm", "Kindly", "Calming", "Living", "Merciful"],
    illusion: ["Shimmering", "Phantom", "Mirrored", "Dancing", "False", "Dazzling", "Shifting", "Glamoured", "Painted", "Dreaming"],
    shadow: ["Creeping", "Hollow", "Gloaming", "Whispering", "Starless", "Umbral", "Silent", "Grasping", "Dusky", "Veiled"],
    nature: ["Verdant", "Thorny", "Blooming", "Rooted", "Wild", "Mossy", "Budding", "Leafy", "Barkskin", "Sprouting"],
    protection: ["Steadfast", "Warding", "Unbroken", "Shielding", "Sheltering", "Stalwart", "Vigilant", "Sealing", "Guarding", "Iron"],
  },
  forms: {
    fire: ["Lance", "Bolt", "Sphere", "Wall", "Rain", "Whip", "Cloak", "Burst", "Brand", "Pillar"],
    frost: ["Spear", "Shards", "Grasp", "Wind", "Prison", "Mantle", "Nova", "Path", "Tomb", "Touch"],
    lightning: ["Chain", "Strike", "Lash", "Storm", "Spear", "Crown", "Step", "Net", "Hammer", "Call"],
    healing: ["Touch", "Word", "Light", "Balm", "Breath", "Circle", "Song", "Hands", "Spring", "Blessing"],
    illusion: ["Double", "Mask", "Veil", "Lights", "Mirage", "Image", "Sound", "Door", "Crowd", "Disguise"],
    shadow: ["Step", "Hands", "Shroud", "Hunger", "Tendrils", "Door", "Cloak", "Gaze", "Silence", "Blade"],
    nature: ["Vines", "Growth", "Swarm", "Bramble", "Grove", "Seed", "Roots", "Bloom", "Call", "Tangle"],
    protection: ["Ward", "Shield", "Barrier", "Aegis", "Circle", "Bastion", "Seal", "Sanctuary", "Armour", "Wall"],
  },
  inventors: [
    "Ilvara", "Tomsk", "Bellamy", "Quorra", "Enwick", "Sabeth", "Orlan", "Pethra", "Vaskin", "Mirelle",
    "Hobb", "Zantha", "Corliss", "Yevgen", "Talwyn", "Ruddock", "Nessa", "Abelard", "Fiora", "Grimsby",
  ],
};

export default parts;
