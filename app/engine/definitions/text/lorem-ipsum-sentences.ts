import { defineGenerator } from "../../core/engine";
import { integer } from "../../core/fields";
import { plural } from "../../shared/format";
import { LoremWriter, loadLoremWords, loremOpening } from "../../shared/lorem";

export default defineGenerator({
  id: "lorem-ipsum-sentences",
  title: "Lorem Ipsum Sentences",
  category: "text",
  iconText: "📃",
  description:
    "Lorem ipsum placeholder sentences of 6 to 16 words each, as one block of text to copy.",
  keywords: ["lorem ipsum", "placeholder text", "dummy text", "filler sentences"],
  algorithm:
    'Each sentence has an unbiased 6 to 16 words (Random.int), each a uniform pick (Random.pick) from the lorem ipsum vocabulary, redrawn when it equals the word before, the first sentence optionally opening with the classic "lorem ipsum dolor sit amet,". After a word that is not the first or one of the last two, and does not follow a comma, a comma comes with chance 1 in 8 (Random.int from 1 to 8). Sentences start with a capital and end with a period.',
  version: 1,
  inputs: {
    count: integer({ label: "Sentences", min: 1, max: 1000, default: 5 }),
    opening: loremOpening,
  },
  load: loadLoremWords,
  generate(random, { count, opening }, vocabulary) {
    const writer = new LoremWriter(random, vocabulary, opening);
    const text = Array.from({ length: count }, () => writer.sentence()).join(" ");
    return {
      values: [{ text, data: { sentences: writer.sentences, words: writer.words } }],
      summary: `${plural(writer.sentences, "sentence")}, ${plural(writer.words, "word")}`,
    };
  },
});
