import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { EMOJI_GROUP_OPTIONS, emojiOfKind, loadEmojis } from "../../shared/emoji";

const groupField = (label: string, fallback: string) =>
  select({
    label,
    options: [{ value: "any", label: "Any emoji" }, ...EMOJI_GROUP_OPTIONS],
    default: fallback,
  });

export default defineGenerator({
  id: "emoji-mashup",
  title: "Emoji Mashup",
  category: "emoji",
  iconText: "🔀",
  description:
    "Pairs of emoji to combine — an animal and a food, a face and an object — for drawing prompts, sticker ideas, guessing games or emoji-kitchen style mashups.",
  keywords: ["emoji mashup", "emoji combination", "emoji pair", "emoji kitchen", "drawing prompt"],
  algorithm:
    "Each pair draws its first emoji uniformly from the first group and its second from the second group (Random.pick), never the same emoji twice in a pair. With No repeats, a pair already given is drawn again (rejection), so every set of distinct pairs is equally likely.",
  version: 1,
  inputs: {
    first: groupField("First emoji from", "animals-nature"),
    second: groupField("Second emoji from", "food-drink"),
    count: count(5, { max: 100, reason: "a hundred mashups are plenty for one go" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadEmojis,
  generate(random, input, emojis) {
    const firsts = emojis.filter((e) => emojiOfKind(e, input.first));
    const seconds = emojis.filter((e) => emojiOfKind(e, input.second));
    const seen = new Set<string>();
    const values = [];
    // Every group holds dozens of emoji, so there are thousands of pairs and a hundred distinct
    // ones are found after a handful of redraws at most.
    while (values.length < input.count) {
      const a = random.pick(firsts);
      const b = random.pick(seconds);
      if (a === b) continue;
      const key = `${a[0]} ${b[0]}`;
      if (input.unique && seen.has(key)) continue;
      seen.add(key);
      values.push({
        text: `${a[0]} + ${b[0]}`,
        data: { first: a[0], firstName: a[1], second: b[0], secondName: b[1] },
      });
    }

    return { values };
  },
});
