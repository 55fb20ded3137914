/**
 * Things to do at the weekend, marked as outdoors, indoors or out and about in town.
 *
 * Source: authored for this project (original writing).
 * Licence: public domain (CC0).
 */
export type ActivityPlace = "outdoors" | "indoors" | "town";

export interface WeekendActivity {
  text: string;
  place: ActivityPlace;
}

const activities: Record<ActivityPlace, readonly string[]> = {
  outdoors: [
    "Go for a long walk somewhere you've never been.",
    "Have a picnic in the park.",
    "Go on a bike ride with a café stop.",
    "Visit a beach, lake or river.",
    "Go for a hike up a hill.",
    "Try geocaching.",
    "Go strawberry or apple picking.",
    "Plant something in the garden or a pot.",
    "Go birdwatching with a guide book.",
    "Fly a kite.",
    "Go swimming outdoors.",
    "Visit a nature reserve.",
    "Take a photography walk.",
    "Go camping for one night.",
    "Have a barbecue with friends.",
    "Go paddle boarding or kayaking.",
    "Play frisbee or rounders.",
    "Go stargazing.",
    "Visit a botanical garden.",
    "Go to a farm park.",
    "Walk a section of a long-distance trail.",
    "Go foraging for blackberries.",
    "Go rock pooling.",
    "Build a den in the woods.",
    "Go to an outdoor climbing spot with an instructor.",
    "Go on a sunrise walk.",
    "Visit a castle or ruin.",
    "Cycle a disused railway path.",
    "Go wild swimming with a friend.",
    "Have a snowball fight, or a water fight, by season.",
  ],
  indoors: [
    "Bake bread from scratch.",
    "Start a jigsaw puzzle.",
    "Have a film marathon.",
    "Learn a new recipe.",
    "Sort out old photos into an album.",
    "Try a new board game.",
    "Read a whole book.",
    "Write letters to friends.",
    "Learn a song on an instrument.",
    "Do a home workout.",
    "Paint, draw or sketch.",
    "Start a scrapbook.",
    "Have a games night.",
    "Rearrange a room.",
    "Learn basic knitting or crochet.",
    "Build a model kit.",
    "Declutter your wardrobe.",
    "Host a dinner party.",
    "Try a new craft from a video.",
    "Cook a meal from another country.",
    "Make homemade pizza.",
    "Start a journal.",
    "Listen to a whole album start to finish.",
    "Try a yoga class online.",
    "Make a family quiz.",
    "Write a short story.",
    "Learn some phrases in a new language.",
    "Repot your houseplants.",
    "Have a pyjama day.",
    "Make a playlist for every mood.",
  ],
  town: [
    "Visit a museum.",
    "Go to a gallery.",
    "Try a new café.",
    "Explore a market.",
    "See a film at the cinema.",
    "Go to a matinee at the theatre.",
    "Go bowling.",
    "Try an escape room.",
    "Go to a climbing wall.",
    "Visit the library.",
    "Go to a free talk or lecture.",
    "Go ice skating.",
    "Go to a live music gig.",
    "Visit a historic house.",
    "Have a second-hand bookshop crawl.",
    "Go to a comedy show.",
    "Take a walking tour of your own town.",
    "Go to a sports match.",
    "Try a new restaurant.",
    "Visit an aquarium.",
    "Go to a swimming pool.",
    "Take a class: pottery, dance or cooking.",
    "Go to a car-boot sale or flea market.",
    "Visit a planetarium.",
    "Take a day trip by train.",
    "Go to a board-game café.",
    "Visit a science centre.",
    "Go to a craft fair.",
    "Find a festival or street fair.",
    "Go to the zoo.",
  ],
};

const list: readonly WeekendActivity[] = Object.entries(activities).flatMap(([place, texts]) =>
  texts.map((text) => ({ text, place: place as ActivityPlace })),
);

export default list;
