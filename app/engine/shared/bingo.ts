// The letters of US 75-ball bingo, shared by the card maker and the ball caller.

/** The columns of a 75-ball card, B to O: column c holds the numbers 15c + 1 to 15c + 15. */
export const BINGO_LETTERS = ["B", "I", "N", "G", "O"] as const;
