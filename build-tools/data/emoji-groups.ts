import { createRequire } from "node:module";

import type { DataSource } from "../data-sources";

interface Message {
  key: string;
  message: string;
  order: number;
}

const source: DataSource = {
  name: "emoji-groups",
  package: "emojibase-data",
  licence: "MIT",
  description:
    "The emoji groups and subgroups (components left out) with their English names: [group, subgroup, key, name], in Unicode order.",
  entryType: "[group: number, subgroup: number, key: string, name: string]",
  build() {
    const require = createRequire(import.meta.url);
    const messages = require("emojibase-data/en/messages.json") as {
      groups: Message[];
      subgroups: Message[];
    };
    const emojis = require("emojibase-data/en/data.json") as {
      group?: number;
      subgroup?: number;
    }[];
    const groupOf = new Map<number, number>();
    for (const e of emojis) {
      if (e.group !== undefined && e.subgroup !== undefined) groupOf.set(e.subgroup, e.group);
    }
    const rows: [number, number, string, string][] = [];
    for (const g of messages.groups) {
      if (g.key === "component") continue;
      rows.push([g.order, -1, g.key, g.message]);
      for (const s of messages.subgroups) {
        if (groupOf.get(s.order) === g.order) rows.push([g.order, s.order, s.key, s.message]);
      }
    }
    return rows;
  },
};

export default source;
