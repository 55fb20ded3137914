/**
 * Breakfast ideas, marked quick (ready in about five minutes) or slow (for a weekend).
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
export type BreakfastPace = "quick" | "slow";

export interface Breakfast {
  name: string;
  pace: BreakfastPace;
}

const names: Record<BreakfastPace, readonly string[]> = {
  quick: [
    "Porridge with banana and honey",
    "Overnight oats with berries",
    "Granola with yoghurt",
    "Toast with peanut butter and sliced apple",
    "Avocado on toast",
    "Boiled eggs and soldiers",
    "Bagel with cream cheese",
    "Fruit salad with yoghurt",
    "Smoothie bowl",
    "Muesli with milk",
    "Toast with jam",
    "Crumpets with butter",
    "Cereal with fruit",
    "Cheese on toast",
    "Peanut butter and banana wrap",
    "Chia pudding",
    "Yoghurt with nuts and honey",
    "Rice cakes with nut butter",
    "Cottage cheese with fruit",
    "Banana and oat muffin",
    "Hummus and cucumber on toast",
    "Microwave mug omelette",
    "Toast with marmite",
    "Tomatoes on toast",
    "Breakfast smoothie",
    "Oat bar and a piece of fruit",
    "Scrambled eggs on toast",
    "Croissant with jam",
    "Pain au chocolat and fruit",
    "Baked beans on toast",
    "Ricotta and honey on toast",
    "Apple slices with almond butter",
  ],
  slow: [
    "Pancakes with maple syrup",
    "Full English breakfast",
    "Eggs Benedict",
    "Eggs Florentine",
    "Shakshuka",
    "French toast",
    "Waffles with berries",
    "Huevos rancheros",
    "Breakfast burrito",
    "Dutch baby pancake",
    "Kedgeree",
    "Smoked salmon and scrambled eggs",
    "Vegetable frittata",
    "Spanish omelette",
    "Corned beef hash",
    "Bubble and squeak with an egg",
    "Chilaquiles",
    "Congee",
    "Masala dosa",
    "Akara with pap",
    "Menemen",
    "Turkish breakfast spread",
    "Japanese breakfast: rice, miso soup and grilled fish",
    "Full Scottish breakfast",
    "Ulster fry",
    "Welsh rarebit",
    "Blueberry muffins",
    "Cinnamon rolls",
    "Breakfast tacos",
    "Crêpes with lemon and sugar",
    "Bircher muesli",
    "Savoury oats with a fried egg",
    "Sweet potato hash",
    "Potato rösti with eggs",
    "Mushrooms on sourdough",
    "Croque madame",
    "Ful medames",
    "Idli with sambar",
    "Avocado and egg breakfast bowl",
    "Banana bread",
  ],
};

const breakfasts: readonly Breakfast[] = Object.entries(names).flatMap(([pace, list]) =>
  list.map((name) => ({ name, pace: pace as BreakfastPace })),
);

export default breakfasts;
