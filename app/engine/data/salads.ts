/**
 * Salad parts: leaves, toppings, proteins (marked vegetarian or not), crunchy things and
 * dressings (plain facts).
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
export interface SaladProtein {
  name: string;
  vegetarian: boolean;
}

const meat = [
  "Grilled chicken",
  "Smoked salmon",
  "Tuna",
  "Prawns",
  "Crispy bacon",
  "Steak strips",
  "Ham",
];
const vegetarian = [
  "Boiled egg",
  "Feta",
  "Halloumi",
  "Chickpeas",
  "Tofu",
  "Mozzarella",
  "Goat's cheese",
  "Black beans",
  "Lentils",
  "Edamame",
  "Falafel",
  "Parmesan shavings",
];

const salads = {
  leaves: [
    "Romaine",
    "Rocket",
    "Baby spinach",
    "Mixed leaves",
    "Little gem",
    "Kale",
    "Watercress",
    "Iceberg",
    "Lamb's lettuce",
    "Red cabbage",
    "Radicchio",
  ],
  toppings: [
    "Cherry tomatoes",
    "Cucumber",
    "Avocado",
    "Red onion",
    "Grated carrot",
    "Sweetcorn",
    "Roasted peppers",
    "Beetroot",
    "Radishes",
    "Olives",
    "Sun-dried tomatoes",
    "Roasted squash",
    "Pomegranate seeds",
    "Apple slices",
    "Pear slices",
    "Strawberries",
    "Orange segments",
    "Celery",
    "Spring onions",
    "Mango",
    "Grapes",
    "Roasted sweet potato",
    "Asparagus",
    "Green beans",
    "Artichoke hearts",
    "Fresh herbs",
  ],
  proteins: [
    ...meat.map((name) => ({ name, vegetarian: false })),
    ...vegetarian.map((name) => ({ name, vegetarian: true })),
  ] as readonly SaladProtein[],
  crunch: [
    "Croutons",
    "Toasted almonds",
    "Walnuts",
    "Pumpkin seeds",
    "Sunflower seeds",
    "Crispy onions",
    "Tortilla strips",
    "Pecans",
    "Sesame seeds",
    "Toasted pine nuts",
  ],
  dressings: [
    "Lemon and olive oil",
    "Balsamic vinaigrette",
    "Honey mustard",
    "Caesar dressing",
    "Ranch",
    "Tahini and lemon",
    "Sesame and soy",
    "Green goddess",
    "French vinaigrette",
    "Yoghurt and mint",
    "Miso dressing",
    "Lime and chilli",
  ],
};

export default salads;
