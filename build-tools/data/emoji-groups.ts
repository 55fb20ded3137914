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
    "The emoji groups and subgroups (components left out) with their English names and the Emoji version of their oldest emoji: [group, subgroup, key, name, oldest], in Unicode order.",
  entryType: "[group: number, subgroup: number, key: string, name: string, oldest: number]",
  build() {
    const require = createRequire(import.meta.url);
    const messages = require("emojibase-data/en/messages.json") as {
      groups: Message[];
      subgroups: Message[];
    };
    const emojis = require("emojibase-data/en/data.json") as {
      group?: number;
      subgroup?: number;
      version: number;
    }[];
    const groupOf = new Map<number, number>();
    const oldest = new Map<string, number>();
    const older = (key: string, version: number) =>
      oldest.set(key, Math.min(oldest.get(key) ?? Infinity, version));
    for (const e of emojis) {
      if (e.group === undefined || e.subgroup === undefined) continue;
      groupOf.set(e.subgroup, e.group);
      older(`g${e.group}`, e.version);
      older(`s${e.subgroup}`, e.version);
    }
    const rows: [number, number, string, string, number][] = [];
    for (const g of messages.groups) {
      if (g.key === "component") continue;
      rows.push([g.order, -1, g.key, g.message, oldest.get(`g${g.order}`) ?? 0]);
      for (const s of messages.subgroups) {
        if (groupOf.get(s.order) === g.order) {
          rows.push([g.order, s.order, s.key, s.message, oldest.get(`s${s.order}`) ?? 0]);
        }
      }
    }
    return rows;
  },
};

export default source;
