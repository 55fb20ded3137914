import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { EmoticonMood } from "../../data/emoticons";

const MOODS: readonly { value: EmoticonMood; label: string }[] = [
  { value: "happy", label: "Happy" },
  { value: "sad", label: "Sad, unsure or cross" },
  { value: "playful", label: "Playful (winks, tongues, grins)" },
  { value: "surprised", label: "Surprised" },
  { value: "love", label: "Love and kisses" },
  { value: "other", label: "Other faces and pictures" },
];

export default defineListGenerator({
  id: "text-emoticon",
  title: "Random Text Emoticon",
  category: "emoji",
  iconText: "😉",
  description:
    "Classic sideways text emoticons like :-), ;-P and <3, in plain ASCII, with what each one means — the smileys of early chat and e-mail.",
  keywords: ["emoticon", "text smiley", "ascii emoticon", "smiley face", "chat faces"],
  entries: () => import("../../data/emoticons").then((m) => m.default),
  pool: "the site's list of 64 classic text emoticons, or those of the chosen mood",
  filters: [
    {
      name: "mood",
      field: select<"any" | EmoticonMood>({
        label: "Mood",
        options: [{ value: "any", label: "Any mood" }, ...MOODS],
        default: "any",
      }),
      keeps: (e, choice) => choice === "any" || e[2] === choice,
    },
  ],
  plural: (choice) => (choice === "any" ? "emoticons" : `${choice} emoticons`),
  value: ([face, meaning, mood]) => ({ text: face, data: { face, meaning, mood } }),
});
