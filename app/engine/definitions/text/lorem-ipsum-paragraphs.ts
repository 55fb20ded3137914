import { defineGenerator } from "../../core/engine";
import { integer } from "../../core/fields";
import { plural } from "../../shared/format";
import { LoremWriter, loadLoremWords, loremOpening } from "../../shared/lorem";

export default defineGenerator({
  id: "lorem-ipsum-paragraphs",
  title: "Lorem Ipsum Paragraphs",
  category: "text",
  iconText: "📄",
  description:
    "Paragraphs of lorem ipsum placeholder text for mock-ups and layouts, separated by blank lines.",
  keywords: ["lorem ipsum", "placeholder text", "dummy text", "filler paragraphs", "mockup"],
  algorithm:
    "Each paragraph has an unbiased 3 to 7 sentences (Random.int), each built as in Lorem Ipsum Sentences from uniform word picks (Random.pick) and commas with chance 1 in 8; paragraphs are separated by a blank line.",
  version: 1,
  inputs: {
    count: integer({ label: "Paragraphs", min: 1, max: 100, default: 3 }),
    opening: loremOpening,
  },
  load: loadLoremWords,
  generate(random, { count, opening }, vocabulary) {
    const writer = new LoremWriter(random, vocabulary, opening);
    const text = Array.from({ length: count }, () => writer.paragraph()).join("\n\n");
    return {
      values: [
        {
          text,
          data: { paragraphs: count, sentences: writer.sentences, words: writer.words },
        },
      ],
      summary: `${plural(count, "paragraph")}, ${plural(writer.sentences, "sentence")}, ${plural(writer.words, "word")}`,
    };
  },
});
