import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { capitalize } from "../../shared/format";
import { hasTopLevel, loadMediaTypes, topLevelField } from "../../shared/media-types";
import { loadNameWords } from "../../shared/names";

const STYLES = {
  kebab: (a: string, n: string, k: string) => `${a}-${n}${k && `-${k}`}`,
  snake: (a: string, n: string, k: string) => `${a}_${n}${k && `_${k}`}`,
  camel: (a: string, n: string, k: string) => `${a}${capitalize(n)}${k}`,
  spaces: (a: string, n: string, k: string) => `${capitalize(a)} ${n}${k && ` (${Number(k)})`}`,
} as const;

export default defineGenerator({
  id: "file-name",
  title: "Random File Name",
  category: "developer",
  iconText: "🗂️",
  description:
    "Plausible file names with real extensions, such as quiet-harbor.webp or Amber lantern (3).docx, for upload tests, mock-ups and fixtures.",
  keywords: ["file name", "filename", "file extension", "test file", "dummy file"],
  algorithm:
    "An adjective and a noun, each a uniform pick (Random.pick) from its word list, an optional number from 1 to 99 (Random.int), and an extension picked uniformly (Random.pick) from every extension of the media types of the chosen top-level type, so a type with three extensions counts three times.",
  version: 1,
  inputs: {
    top: topLevelField,
    style: select({
      label: "Style",
      options: [
        { value: "kebab", label: "quiet-harbor.pdf" },
        { value: "snake", label: "quiet_harbor.pdf" },
        { value: "camel", label: "quietHarbor.pdf" },
        { value: "spaces", label: "Quiet harbor.pdf" },
      ],
      default: "kebab",
    }),
    numbered: toggle({ label: "Add a number", default: false }),
    count: count(5),
  },
  load: () =>
    Promise.all([loadMediaTypes(), loadNameWords()]).then(([media, words]) => ({
      media,
      ...words,
    })),
  generate(random, { top, style, numbered, count }, { media, adjectives, nouns }) {
    const extensions = media
      .filter((type) => hasTopLevel(type, top))
      .flatMap((type) => type.extensions.map((extension) => ({ extension, type: type.type })));
    const values = Array.from({ length: count }, () => {
      const adjective = random.pick(adjectives);
      const noun = random.pick(nouns);
      const number = numbered ? String(random.int(1, 99)).padStart(2, "0") : "";
      const { extension, type } = random.pick(extensions);
      const base = STYLES[style](adjective, noun, number);
      return {
        text: `${base}.${extension}`,
        data: { base, extension, mimeType: type },
      };
    });
    return { values };
  },
});
