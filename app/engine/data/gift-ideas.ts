/**
 * Gift ideas with who they suit and a rough budget band (low: small change, mid: a modest
 * present, high: a big present).
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
export type GiftRecipient = "child" | "teen" | "adult" | "anyone";
export type GiftBudget = "low" | "mid" | "high";

export interface GiftIdea {
  text: string;
  recipient: GiftRecipient;
  budget: GiftBudget;
}

const g = (recipient: GiftRecipient, budget: GiftBudget, texts: readonly string[]) =>
  texts.map((text) => ({ text, recipient, budget }));

const gifts: readonly GiftIdea[] = [
  ...g("child", "low", [
    "A pack of stickers and a sticker book",
    "Bubble mixture and wands",
    "A colouring book and crayons",
    "A bouncy ball set",
    "A kite",
    "Modelling clay",
    "A joke book",
    "A magnifying glass",
    "Chalk for pavement drawing",
    "A yo-yo",
    "A pack of card games",
    "Seeds and a small pot to grow them",
  ]),
  ...g("child", "mid", [
    "A building-brick set",
    "A picture book series",
    "A jigsaw puzzle",
    "A science experiment kit",
    "A dressing-up costume",
    "A board game for families",
    "A remote-control car",
    "A craft kit",
    "A torch and a camping-out book",
    "A musical keyboard for beginners",
    "A marble run",
    "A beginner's magic set",
  ]),
  ...g("child", "high", [
    "A bike",
    "A scooter",
    "A kids' tablet with parental controls",
    "A trampoline",
    "A telescope for beginners",
    "A day at a theme park",
    "A big construction set",
    "A play tent",
  ]),
  ...g("teen", "low", [
    "A phone stand",
    "A cool notebook",
    "Fun socks",
    "A reusable water bottle",
    "A keyring",
    "A pack of gel pens",
    "A puzzle cube",
    "A set of badges or patches",
    "Lip balm and hand cream",
    "A bookmark and a paperback",
  ]),
  ...g("teen", "mid", [
    "Wireless earbuds",
    "A graphic novel",
    "A portable charger",
    "A hoodie",
    "A sketchbook and pencils",
    "A gift card for their favourite shop",
    "A video game",
    "An instant-camera film pack",
    "A room LED light strip",
    "A cookbook for beginners",
    "A skateboard deck",
  ]),
  ...g("teen", "high", [
    "Concert tickets",
    "An instant camera",
    "A games console accessory bundle",
    "Noise-cancelling headphones",
    "A guitar",
    "A smartwatch",
    "A weekend trip",
    "Driving lessons",
  ]),
  ...g("adult", "low", [
    "A fancy tea selection",
    "A scented candle",
    "A good pen",
    "A houseplant",
    "A mug",
    "Posh chocolate",
    "A recipe card set",
    "A crossword book",
    "Handmade cookies",
    "A photo in a frame",
  ]),
  ...g("adult", "mid", [
    "A cookbook",
    "A board game for grown-ups",
    "A cosy blanket",
    "A coffee grinder",
    "A class or workshop voucher",
    "A bestselling novel and a bookmark",
    "A gardening kit",
    "A personalised calendar",
    "A picnic set",
    "A bird feeder",
    "A subscription box for a month",
  ]),
  ...g("adult", "high", [
    "A weekend away",
    "A smart speaker",
    "A coffee machine",
    "An experience day",
    "A piece of art",
    "A quality knife",
    "A fitness tracker",
    "An e-reader",
    "A cast-iron casserole dish",
  ]),
  ...g("anyone", "low", [
    "A handwritten letter",
    "A playlist you made for them",
    "A homemade jar of jam",
    "A voucher for a favour, like doing a chore",
    "A pressed-flower bookmark",
    "A photo booklet",
    "A pack of playing cards",
    "Homemade bath salts",
  ]),
  ...g("anyone", "mid", [
    "A jigsaw of a photo of theirs",
    "Cinema tickets",
    "A gourmet hamper",
    "A framed map of a special place",
    "A plant terrarium",
    "A pair of slippers",
    "A puzzle box",
  ]),
  ...g("anyone", "high", [
    "A hot-air balloon ride",
    "A cooking class for two",
    "A theatre trip with dinner",
    "A professional photo shoot",
    "A star-gazing experience",
  ]),
];

export default gifts;
