/**
 * Party themes, marked for children's parties or for any age.
 *
 * Source: authored for this project (theme names are common ideas, written here fresh).
 * Licence: public domain (CC0).
 */
export type ThemeAudience = "kids" | "all";

export interface PartyTheme {
  text: string;
  audience: ThemeAudience;
}

const kids = [
  "Pirates and treasure",
  "Under the sea",
  "Dinosaur dig",
  "Superheroes",
  "Space explorers",
  "Fairy garden",
  "Jungle safari",
  "Knights and castles",
  "Unicorns and rainbows",
  "Mad scientists",
  "Circus big top",
  "Farmyard friends",
  "Construction site",
  "Mermaids",
  "Dragons",
  "Teddy bears' picnic",
  "Bugs and mini-beasts",
  "Wizards' school",
  "Robots",
  "Trains and tracks",
  "Cowboys and cowgirls",
  "Ninja training camp",
  "Arctic animals",
  "Cupcake bakers",
  "Secret agents",
  "Outer-space aliens",
  "Magic show",
  "Sports day",
  "Pyjama party",
  "Monster mash",
  "Rainforest adventure",
  "Art studio",
  "Garden tea party",
  "Little chefs",
  "Ocean rescue",
  "Detectives",
  "Race cars",
  "Fire station",
  "Knights of the round table",
  "Sweet shop",
];
const all = [
  "1920s speakeasy (alcohol-free)",
  "Roaring seventies disco",
  "1980s neon",
  "1990s throwback",
  "Hollywood red carpet",
  "Murder mystery dinner",
  "Masquerade ball",
  "Hawaiian luau",
  "Mexican fiesta",
  "Greek island night",
  "Italian trattoria",
  "Around the world in one evening",
  "Game show night",
  "Festival in the garden",
  "Glow in the dark",
  "Black and white",
  "Colour clash",
  "Decades: everyone picks one",
  "Board-game café",
  "Karaoke stars",
  "Camping under the stars",
  "Winter wonderland",
  "Harvest barn dance",
  "Beach party",
  "Back to school",
  "Famous duos",
  "Film characters",
  "Book characters",
  "Wild West saloon",
  "Ancient Egypt",
  "Ancient Rome toga party",
  "Medieval banquet",
  "Garden party with lawn games",
  "Pizza-making party",
  "Taco bar",
  "Tea and cake afternoon",
  "Fancy hat party",
  "Tropical paradise",
  "Sci-fi convention",
  "Retro arcade",
  "Olympics at home",
  "Bake-off competition",
  "Quiz night",
  "Paint and sip (tea or juice)",
  "Sports jersey night",
];

const themes: readonly PartyTheme[] = [
  ...kids.map((text) => ({ text, audience: "kids" as const })),
  ...all.map((text) => ({ text, audience: "all" as const })),
];

export default themes;
