import { toggle } from "../core/fields";
import type { Random } from "../core/random";

import { capitalize } from "./format";

// Lorem ipsum text, written word by word, shared by the words, sentences and paragraphs
// generators.

/** The classic opening, "Lorem ipsum dolor sit amet". */
export const LOREM_OPENING = ["lorem", "ipsum", "dolor", "sit", "amet"] as const;

/** The switch that starts the text with the classic opening. */
export const loremOpening = toggle({
  label: "Start with 'Lorem ipsum dolor sit amet'",
  default: true,
});

/** Loads the lorem ipsum vocabulary (only when a lorem generator runs). */
export const loadLoremWords = () => import("../data/lorem-words").then((m) => m.default);

/** Builds lorem ipsum text, counting what it writes. */
export class LoremWriter {
  words = 0;
  sentences = 0;
  private previous = "";
  private opened: boolean;

  constructor(
    private readonly random: Random,
    private readonly vocabulary: readonly string[],
    opening: boolean,
  ) {
    this.opened = !opening;
  }

  /** A uniformly random word, never the same as the one just before it. */
  word(): string {
    let word = this.random.pick(this.vocabulary);
    while (word === this.previous && this.vocabulary.length > 1) {
      word = this.random.pick(this.vocabulary);
    }
    this.previous = word;
    this.words++;
    return word;
  }

  /** The next `n` words: the classic opening first, if it is still due. */
  wordList(n: number): string[] {
    const out: string[] = [];
    if (!this.opened) {
      this.opened = true;
      out.push(...LOREM_OPENING.slice(0, n));
      this.words += out.length;
      this.previous = out.at(-1) ?? "";
    }
    while (out.length < n) out.push(this.word());
    return out;
  }

  /** A sentence of 6–16 words: capitalized, with an occasional comma, ending in a period. */
  sentence(): string {
    const opening = !this.opened;
    const words = this.wordList(this.random.int(6, 16));
    // The opening is followed by a comma. Elsewhere a comma may follow a word with chance 1 in
    // 8: never the first word, the last two, or the word after a comma.
    const commaAfter = new Set<number>(opening ? [LOREM_OPENING.length - 1] : []);
    for (let i = opening ? LOREM_OPENING.length + 1 : 1; i < words.length - 2; i++) {
      if (!commaAfter.has(i - 1) && this.random.int(1, 8) === 1) commaAfter.add(i);
    }
    this.sentences++;
    const text = words.map((word, i) => (commaAfter.has(i) ? `${word},` : word)).join(" ");
    return `${capitalize(text)}.`;
  }

  /** A paragraph of 3–7 sentences. */
  paragraph(): string {
    const n = this.random.int(3, 7);
    return Array.from({ length: n }, () => this.sentence()).join(" ");
  }
}
