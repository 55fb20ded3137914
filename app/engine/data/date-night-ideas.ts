/**
 * Date-night ideas, marked as at home, going out, or free of cost.
 *
 * Source: authored for this project (original writing).
 * Licence: public domain (CC0).
 */
export type DateNightKind = "home" | "out" | "free";

export interface DateNightIdea {
  text: string;
  kind: DateNightKind;
}

const ideas: Record<DateNightKind, readonly string[]> = {
  home: [
    "Cook a three-course dinner together, one course each.",
    "Build a blanket fort and watch a film inside it.",
    "Have a themed film marathon with matching snacks.",
    "Make homemade pizzas, each topping the other's.",
    "Play a board game tournament, best of five.",
    "Do a jigsaw puzzle with music and hot drinks.",
    "Recreate your favourite restaurant meal at home.",
    "Have a blind taste test of chocolates or crisps.",
    "Write each other letters and read them aloud.",
    "Learn a dance from an online video together.",
    "Have an indoor picnic on the living-room floor.",
    "Bake something neither of you has baked before.",
    "Plan your dream holiday together, down to the details.",
    "Have a karaoke night in the kitchen.",
    "Try a cuisine neither of you has cooked before.",
    "Go through old photos and tell the stories behind them.",
    "Build something together: flat-pack, Lego or a model.",
    "Have a spa night with face masks and foot soaks.",
    "Take turns choosing songs and explaining why they matter.",
    "Play a video game in co-op mode.",
    "Have a breakfast-for-dinner night.",
    "Paint portraits of each other, however badly.",
    "Do a quiz about each other and compare answers.",
    "Start a series together that neither of you has seen.",
    "Make homemade ice-cream sundaes with every topping you have.",
    "Have a candlelit dinner with no phones allowed.",
    "Learn five phrases of a new language together.",
    "Make a time capsule to open in five years.",
    "Try a new cocktail-free mocktail recipe each.",
    "Do a home workout together, then cook a healthy dinner.",
  ],
  out: [
    "Try a restaurant serving a cuisine you have never had.",
    "Go to a comedy night.",
    "See a play at a local theatre.",
    "Go bowling and let the loser pick dessert.",
    "Take a pottery or painting class together.",
    "Go to an escape room.",
    "Visit an aquarium or a zoo in the evening.",
    "Go ice skating or roller skating.",
    "See a live band at a small venue.",
    "Go to an outdoor cinema.",
    "Take a cooking class.",
    "Go on a food-market crawl, sharing small plates.",
    "Play mini golf.",
    "Go to a climbing wall.",
    "Visit a planetarium.",
    "Take a boat or ferry ride at sunset.",
    "Go to a quiz night.",
    "Take a dance class, salsa or swing.",
    "Try a board-game café.",
    "Go to an art gallery late opening.",
    "Book a table at a restaurant you have walked past for years.",
    "Go to a trampoline park.",
    "Take the train somewhere you have never been for dinner.",
    "Go horse riding.",
    "Go to a wine-free tasting: cheese, chocolate or tea.",
    "Go kayaking or paddle boarding.",
    "See a film in a cinema with recliner seats.",
    "Go to a local sports match.",
    "Visit a museum and pick a favourite piece each.",
    "Go to a bowling alley and play retro arcade games.",
  ],
  free: [
    "Go for a sunset walk somewhere new.",
    "Have a picnic in the park.",
    "Go stargazing away from the street lights.",
    "Walk around a neighbourhood you have never explored.",
    "Visit a free museum or gallery.",
    "Go to the library and pick books for each other.",
    "Watch the sunrise together.",
    "Go on a bike ride to a spot you both like.",
    "Go on a photography walk with a theme, like doors or red things.",
    "Find a free outdoor concert or festival.",
    "Go to a farmers' market and cook with what you find.",
    "Play frisbee or catch in the park.",
    "Go on a hike and take a flask of tea.",
    "Go window-shopping for your dream home.",
    "Feed the ducks (with seeds, not bread) and walk by the water.",
    "Have a water fight in the garden.",
    "Go geocaching.",
    "Climb a hill for the view.",
    "Volunteer together for an afternoon.",
    "Have a 'yes day' where you say yes to each other's free ideas.",
    "Build a snowman, or a sandcastle, depending on the season.",
    "Watch planes or trains and guess where they are going.",
    "Make a playlist for each other and listen on a walk.",
    "Visit a botanical garden on a free day.",
    "Go to a free lecture or talk.",
    "Cloud-watch lying on the grass.",
    "Go on a bench tour: find the best bench in town.",
    "Have a poetry reading with your favourite poems.",
    "Write a bucket list together.",
    "Walk to a viewpoint and share a flask of hot chocolate.",
  ],
};

const list: readonly DateNightIdea[] = Object.entries(ideas).flatMap(([kind, texts]) =>
  texts.map((text) => ({ text, kind: kind as DateNightKind })),
);

export default list;
