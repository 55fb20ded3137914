import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Random } from "../../core/random";
import type { SentenceWords } from "../../data/sentence-words";
import { capitalize } from "../../shared/format";

type Tense = "past" | "present" | "future";
type Kind = "statement" | "question";

const TENSES: readonly Tense[] = ["past", "present", "future"];
const KINDS: readonly Kind[] = ["statement", "question"];

/** "a" or "an" before a word: every word of the lists is said the way it is spelled. */
export function article(word: string): string {
  return /^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`;
}

interface Phrase {
  text: string;
  plural: boolean;
}

/** A noun phrase: a determiner, sometimes an adjective, a noun (singular or plural). */
function nounPhrase(random: Random, w: SentenceWords): Phrase {
  const [singular, pluralForm] = random.pick(w.nouns);
  const adjective = random.bool() ? random.pick(w.adjectives) : null;
  const plural = random.int(0, 3) === 0;
  const noun = plural ? pluralForm : singular;
  const described = adjective ? `${adjective} ${noun}` : noun;
  if (plural)
    return { text: `${random.pick(["the", "some", "two", "three", "our"])} ${described}`, plural };
  const determiner = random.pick(["the", "a", "my", "our", "that"]);
  return { text: determiner === "a" ? article(described) : `${determiner} ${described}`, plural };
}

/** The verb and what follows it: an object with its place, or an adverb and a place. */
function predicate(
  random: Random,
  w: SentenceWords,
): { forms: readonly [string, string, string]; rest: string } {
  if (random.bool()) {
    const forms = random.pick(w.transitive);
    const object = nounPhrase(random, w).text;
    return { forms, rest: random.bool() ? `${object} ${random.pick(w.places)}` : object };
  }
  const forms = random.pick(w.intransitive);
  return { forms, rest: `${random.pick(w.adverbs)} ${random.pick(w.places)}` };
}

/** One sentence of a tense and kind, built from the word lists. */
export function sentence(
  random: Random,
  w: SentenceWords,
  tense: Tense,
  kind: Kind,
): { text: string; plural: boolean } {
  const subject = nounPhrase(random, w);
  const { forms, rest } = predicate(random, w);
  const [base, third, past] = forms;
  if (kind === "question") {
    const auxiliary =
      tense === "past" ? "did" : tense === "future" ? "will" : subject.plural ? "do" : "does";
    return {
      text: `${capitalize(auxiliary)} ${subject.text} ${base} ${rest}?`,
      plural: subject.plural,
    };
  }
  const verb =
    tense === "past" ? past : tense === "future" ? `will ${base}` : subject.plural ? base : third;
  const clause = `${subject.text} ${verb} ${rest}`;
  const text = random.bool()
    ? `${random.pick(w.times[tense])}, ${clause}.`
    : `${capitalize(clause)}.`;
  return { text, plural: subject.plural };
}

export default defineGenerator({
  id: "random-sentence",
  title: "Random Sentence",
  category: "words",
  iconText: "💬",
  description:
    "Grammatical English sentences built at random from everyday words: statements or questions, in the past, present or future tense.",
  keywords: ["random sentence", "sentence generator", "grammar practice", "typing practice", "esl"],
  algorithm:
    "Builds each sentence from a template: a noun phrase (Random.pick of determiner, an adjective half the time by Random.bool, a noun, plural one time in four by Random.int), a verb with an object or with an adverb and a place, and sometimes an opening phrase of time; the verb takes the form the tense and subject need. Mixed tense or kind draws it per sentence with Random.pick.",
  version: 1,
  inputs: {
    tense: select({
      label: "Tense",
      options: [
        { value: "mixed", label: "Mixed" },
        { value: "past", label: "Past (the fox found a key)" },
        { value: "present", label: "Present (the fox finds a key)" },
        { value: "future", label: "Future (the fox will find a key)" },
      ],
      default: "mixed",
    }),
    kind: select({
      label: "Kind",
      options: [
        { value: "statement", label: "Statements" },
        { value: "question", label: "Questions" },
        { value: "mixed", label: "Mixed" },
      ],
      default: "statement",
    }),
    count: count(5),
  },
  load: () => import("../../data/sentence-words").then((m) => m.default),
  generate(random, input, words) {
    const values = Array.from({ length: input.count }, () => {
      const tense = input.tense === "mixed" ? random.pick(TENSES) : input.tense;
      const kind = input.kind === "mixed" ? random.pick(KINDS) : input.kind;
      const { text, plural } = sentence(random, words, tense, kind);
      const subject = plural ? "plural" : "singular";
      return { text, data: { tense, kind, subject, words: text.split(" ").length } };
    });
    return { values };
  },
});
