import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { KaomojiMood } from "../../data/kaomoji";

const MOODS: readonly { value: KaomojiMood; label: string }[] = [
  { value: "happy", label: "Happy" },
  { value: "love", label: "Love" },
  { value: "sad", label: "Sad" },
  { value: "angry", label: "Angry" },
  { value: "surprised", label: "Surprised" },
  { value: "confused", label: "Confused or shrugging" },
  { value: "sleepy", label: "Sleepy" },
  { value: "greeting", label: "Waving hello" },
  { value: "animal", label: "Animals" },
  { value: "action", label: "Doing something (table flip, dancing…)" },
];

export default defineListGenerator({
  id: "kaomoji",
  title: "Random Kaomoji",
  category: "emoji",
  iconText: "🙆",
  description:
    "Japanese-style text faces like (＾▽＾) and ʕ•ᴥ•ʔ, of any mood or one — happy, love, sad, angry, sleepy, animals and more — ready to paste into a message.",
  keywords: ["kaomoji", "text faces", "japanese emoticons", "emoticon", "text emoji"],
  entries: () => import("../../data/kaomoji").then((m) => m.default),
  pool: "the site's list of about 150 classic kaomoji, or those of the chosen mood",
  filters: [
    {
      name: "mood",
      field: select<"any" | KaomojiMood>({
        label: "Mood",
        options: [{ value: "any", label: "Any mood" }, ...MOODS],
        default: "any",
      }),
      keeps: (k, choice) => choice === "any" || k.mood === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "kaomoji"
      : `${(MOODS.find((m) => m.value === choice)?.label ?? choice).toLowerCase()} kaomoji`,
  value: (k) => ({ text: k.face, data: { face: k.face, mood: k.mood } }),
});
