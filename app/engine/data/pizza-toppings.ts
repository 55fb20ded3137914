/**
 * Pizza bases: sauces, cheeses and toppings, each topping marked meat, fish or vegetarian.
 *
 * Source: authored for this project (plain facts).
 * Licence: public domain (CC0).
 */
export interface PizzaTopping {
  name: string;
  diet: "meat" | "fish" | "vegetarian";
}

const sauces = [
  "Tomato sauce",
  "Garlic and olive oil",
  "Pesto",
  "Barbecue sauce",
  "Crème fraîche",
  "Spicy tomato sauce",
  "White sauce",
  "Roasted red pepper sauce",
];
const cheeses = [
  "Mozzarella",
  "Buffalo mozzarella",
  "Cheddar",
  "Parmesan",
  "Goat's cheese",
  "Gorgonzola",
  "Ricotta",
  "Feta",
  "Provolone",
  "Smoked scamorza",
  "Vegan mozzarella",
];
const toppings: readonly PizzaTopping[] = [
  ...[
    "Pepperoni",
    "Ham",
    "Salami",
    "Spicy beef",
    "Chicken",
    "Bacon",
    "Chorizo",
    "Nduja",
    "Prosciutto",
    "Meatballs",
    "Italian sausage",
    "Pulled pork",
  ].map((name) => ({ name, diet: "meat" as const })),
  ...["Anchovies", "Tuna", "Prawns", "Smoked salmon"].map((name) => ({
    name,
    diet: "fish" as const,
  })),
  ...[
    "Mushrooms",
    "Red onion",
    "Green peppers",
    "Roasted red peppers",
    "Black olives",
    "Green olives",
    "Sweetcorn",
    "Pineapple",
    "Jalapeños",
    "Cherry tomatoes",
    "Sun-dried tomatoes",
    "Spinach",
    "Rocket",
    "Artichoke hearts",
    "Aubergine",
    "Courgette",
    "Caramelised onions",
    "Roasted garlic",
    "Capers",
    "Fresh basil",
    "Broccoli",
    "Fried egg",
    "Potato slices",
    "Pine nuts",
    "Hot honey",
    "Chilli flakes",
    "Fig",
    "Pear",
    "Butternut squash",
    "Kale",
  ].map((name) => ({ name, diet: "vegetarian" as const })),
];

const pizza = { sauces, cheeses, toppings };

export default pizza;
