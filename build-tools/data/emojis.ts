import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

interface Emoji {
  label: string;
  emoji: string;
  group?: number;
  subgroup?: number;
  version: number;
}

/** emojibase's group of skin tones and hair styles, which are parts of emoji, not emoji. */
const COMPONENT_GROUP = 2;

const source: DataSource = {
  name: "emojis",
  package: "emojibase-data",
  licence: "MIT",
  description:
    "Fully qualified emoji in Unicode order, without skin-tone variants, components or lone regional indicators: [emoji, name, group, subgroup, Emoji version] (group and subgroup index emoji-groups.ts).",
  entryType: "[emoji: string, name: string, group: number, subgroup: number, version: number]",
  build() {
    const emojis = createRequire(import.meta.url)("emojibase-data/en/data.json") as Emoji[];
    return emojis
      .filter(
        (e) => e.group !== undefined && e.subgroup !== undefined && e.group !== COMPONENT_GROUP,
      )
      .map((e) => [e.emoji, e.label, e.group, e.subgroup, e.version]);
  },
};

export default source;
