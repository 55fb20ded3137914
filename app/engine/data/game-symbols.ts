// Unicode symbols of games: chess pieces, card suits, die faces, draughts pieces and the 52
// playing cards of the Playing Cards block, with their Unicode names in plain words (facts from
// the Unicode code charts).

export type GameSet = "chess" | "suits" | "dice" | "draughts" | "cards";

export interface GameSymbol {
  symbol: string;
  name: string;
  set: GameSet;
}

const chess = ["king", "queen", "rook", "bishop", "knight", "pawn"].flatMap((piece, i) => [
  { symbol: String.fromCodePoint(0x2654 + i), name: `white chess ${piece}`, set: "chess" as const },
  { symbol: String.fromCodePoint(0x265a + i), name: `black chess ${piece}`, set: "chess" as const },
]);

const suits: GameSymbol[] = [
  ["♠", "black spade suit"],
  ["♥", "black heart suit"],
  ["♦", "black diamond suit"],
  ["♣", "black club suit"],
  ["♤", "white spade suit"],
  ["♡", "white heart suit"],
  ["♢", "white diamond suit"],
  ["♧", "white club suit"],
].map(([symbol, name]) => ({ symbol: symbol as string, name: name as string, set: "suits" }));

const dice = ["one", "two", "three", "four", "five", "six"].map((n, i) => ({
  symbol: String.fromCodePoint(0x2680 + i),
  name: `die face ${n}`,
  set: "dice" as const,
}));

const draughts: GameSymbol[] = [
  ["⛀", "white draughts man"],
  ["⛁", "white draughts king"],
  ["⛂", "black draughts man"],
  ["⛃", "black draughts king"],
].map(([symbol, name]) => ({ symbol: symbol as string, name: name as string, set: "draughts" }));

/** Rank names by the last hex digit of a playing card's code point (C, the knight, is skipped). */
const RANKS: Record<number, string> = {
  1: "ace",
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
  7: "seven",
  8: "eight",
  9: "nine",
  10: "ten",
  11: "jack",
  13: "queen",
  14: "king",
};
const cards = ["spades", "hearts", "diamonds", "clubs"].flatMap((suit, s) =>
  Object.entries(RANKS).map(([digit, rank]) => ({
    symbol: String.fromCodePoint(0x1f0a0 + 16 * s + Number(digit)),
    name: `${rank} of ${suit}`,
    set: "cards" as const,
  })),
);

const symbols: readonly GameSymbol[] = [...chess, ...suits, ...dice, ...draughts, ...cards];

export default symbols;
