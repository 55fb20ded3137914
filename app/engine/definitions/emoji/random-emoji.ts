import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import {
  EMOJI_KIND_OPTIONS,
  EMOJI_VERSION_OPTIONS,
  emojiKindName,
  emojiOfKind,
  loadEmojis,
} from "../../shared/emoji";

export default defineGenerator({
  id: "random-emoji",
  title: "Random Emoji",
  category: "emoji",
  iconText: "😀",
  description:
    "Emoji picked at random from all of Unicode's emoji or one group such as animals, food or flags — or a narrower subgroup like mammals or sports — with each emoji's name.",
  keywords: ["random emoji", "emoji generator", "emoji picker", "emoji list", "unicode emoji"],
  algorithm:
    "The emoji of the chosen group or subgroup and Emoji version (1,914 fully qualified emoji from emojibase, without skin-tone variants) are drawn uniformly (Random.pick), or with No repeats as distinct picks (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    kind: select({
      label: "Group",
      options: [{ value: "any", label: "Any emoji" }, ...EMOJI_KIND_OPTIONS],
      default: "any",
    }),
    newest: select({ label: "Newest emoji", options: EMOJI_VERSION_OPTIONS, default: "17" }),
    count: count(5, { max: 1000, reason: "a thousand emoji are plenty for one go" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadEmojis,
  generate(random, input, emojis) {
    const newest = Number(input.newest);
    const pool = emojis.filter((e) => e[4] <= newest && emojiOfKind(e, input.kind));
    const { picked, notes } = drawEntries(
      random,
      pool,
      input.count,
      input.unique,
      input.kind === "any" ? "emoji" : `emoji in “${emojiKindName(input.kind)}”`,
    );
    return {
      values: picked.map(([emoji, name, , , version]) => ({
        text: emoji,
        data: {
          emoji,
          name,
          version,
          codePoints: [...emoji].map(
            (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
          ),
        },
      })),
      notes,
    };
  },
});
