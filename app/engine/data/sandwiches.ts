/**
 * Sandwich parts: breads, fillings (marked vegetarian or not), cheeses, salad and sauces.
 *
 * Source: authored for this project (plain facts).
 * Licence: public domain (CC0).
 */
export interface SandwichFilling {
  name: string;
  vegetarian: boolean;
}

const meat = [
  "Roast chicken",
  "Ham",
  "Turkey",
  "Roast beef",
  "Bacon",
  "Salami",
  "Pastrami",
  "Chorizo",
  "Tuna mayonnaise",
  "Smoked salmon",
  "Prawns",
  "Pulled pork",
  "Chicken tikka",
  "Meatballs",
];
const vegetarian = [
  "Egg mayonnaise",
  "Falafel",
  "Hummus",
  "Grilled halloumi",
  "Roasted vegetables",
  "Crispy tofu",
  "Mushroom pâté",
  "Bean patty",
  "Grilled aubergine",
  "Peanut butter",
  "Avocado",
  "Fried egg",
  "Spiced chickpeas",
  "Paneer tikka",
];

const sandwiches = {
  breads: [
    "Sourdough",
    "Wholemeal",
    "White bloomer",
    "Rye",
    "Ciabatta",
    "Focaccia",
    "Baguette",
    "Bagel",
    "Brioche bun",
    "Pitta",
    "Tortilla wrap",
    "Croissant",
    "English muffin",
    "Seeded batch",
    "Naan",
    "Bao bun",
  ],
  fillings: [
    ...meat.map((name) => ({ name, vegetarian: false })),
    ...vegetarian.map((name) => ({ name, vegetarian: true })),
  ] as readonly SandwichFilling[],
  cheeses: [
    "Cheddar",
    "Swiss cheese",
    "Brie",
    "Mozzarella",
    "Provolone",
    "Red Leicester",
    "Feta",
    "Goat's cheese",
    "Gouda",
    "Blue cheese",
    "Cream cheese",
    "No cheese",
  ],
  salad: [
    "Lettuce",
    "Tomato",
    "Cucumber",
    "Red onion",
    "Rocket",
    "Spinach",
    "Pickles",
    "Grated carrot",
    "Coleslaw",
    "Roasted peppers",
    "Jalapeños",
    "Sliced radish",
    "Pickled red cabbage",
    "Sweetcorn",
    "Sun-dried tomatoes",
    "Watercress",
  ],
  sauces: [
    "Mayonnaise",
    "Mustard",
    "Ketchup",
    "Pesto",
    "Chipotle mayo",
    "Sweet chilli",
    "Brown pickle",
    "Garlic mayo",
    "Hot sauce",
    "Honey mustard",
    "Tzatziki",
    "Mango chutney",
    "Sriracha mayo",
    "Barbecue sauce",
    "Cranberry sauce",
  ],
};

export default sandwiches;
