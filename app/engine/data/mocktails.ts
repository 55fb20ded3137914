/**
 * Mocktail parts (no alcohol): bases, sparkling toppers, flavours and garnishes.
 *
 * Source: authored for this project (plain facts).
 * Licence: public domain (CC0).
 */
const mocktails = {
  bases: [
    "Apple juice",
    "Cranberry juice",
    "Pineapple juice",
    "Orange juice",
    "Pink grapefruit juice",
    "Pomegranate juice",
    "Mango juice",
    "Passion fruit juice",
    "Cold hibiscus tea",
    "Cold peach iced tea",
    "Lemonade",
    "Cherry juice",
    "Watermelon juice",
    "Coconut water",
  ],
  toppers: [
    "Soda water",
    "Tonic water",
    "Ginger beer",
    "Ginger ale",
    "Sparkling apple juice",
    "Sparkling elderflower",
    "Lemon-lime soda",
    "Sparkling water with lime",
  ],
  flavours: [
    "Fresh lime juice",
    "Fresh lemon juice",
    "Muddled mint",
    "Muddled raspberries",
    "Elderflower cordial",
    "Vanilla syrup",
    "Honey syrup",
    "Grenadine",
    "Fresh ginger",
    "Muddled basil",
    "Rosemary syrup",
    "Muddled cucumber",
    "Blackcurrant cordial",
    "Lavender syrup",
    "Orange blossom water",
  ],
  garnishes: [
    "Lime wheel",
    "Lemon twist",
    "Mint sprig",
    "Orange slice",
    "Cucumber ribbon",
    "Fresh raspberries",
    "Pomegranate seeds",
    "Rosemary sprig",
    "Sugared rim",
    "Salt and chilli rim",
    "Maraschino cherry",
    "Pineapple wedge",
    "Edible flowers",
    "Frozen berries as ice",
  ],
};

export default mocktails;
