import { defineGenerator } from "../../core/engine";
import { integer } from "../../core/fields";
import { capitalize, plural } from "../../shared/format";
import { LoremWriter, loadLoremWords, loremOpening } from "../../shared/lorem";

export default defineGenerator({
  id: "lorem-ipsum-words",
  title: "Lorem Ipsum Words",
  category: "text",
  iconText: "🔡",
  description: "Any number of lorem ipsum placeholder words, as one block of text to copy.",
  keywords: ["lorem ipsum", "placeholder text", "dummy text", "filler words"],
  algorithm:
    'Optionally starts with the classic "lorem ipsum dolor sit amet", then each word is a uniform pick (Random.pick) from a lorem ipsum vocabulary, redrawn when it equals the word before; the first word is capitalised.',
  version: 1,
  inputs: {
    count: integer({ label: "Words", min: 1, max: 10_000, default: 50 }),
    opening: loremOpening,
  },
  load: loadLoremWords,
  generate(random, { count, opening }, vocabulary) {
    const writer = new LoremWriter(random, vocabulary, opening);
    const text = capitalize(writer.wordList(count).join(" "));
    return {
      values: [{ text, data: { words: writer.words } }],
      summary: plural(writer.words, "word"),
    };
  },
});
