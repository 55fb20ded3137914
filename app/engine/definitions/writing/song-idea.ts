import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";

/** Per mood: the tempo range in beats per minute and the keys' mode. */
export const SONG_MOODS = {
  happy: { label: "Happy", minBpm: 100, maxBpm: 132, modes: ["major"] },
  sad: { label: "Sad", minBpm: 60, maxBpm: 84, modes: ["minor"] },
  energetic: { label: "Energetic", minBpm: 120, maxBpm: 170, modes: ["major", "minor"] },
  calm: { label: "Calm", minBpm: 60, maxBpm: 96, modes: ["major", "minor"] },
  dreamy: { label: "Dreamy", minBpm: 70, maxBpm: 100, modes: ["major", "minor"] },
} as const;

export const KEY_NOTES = ["C", "C♯", "D", "E♭", "E", "F", "F♯", "G", "A♭", "A", "B♭", "B"] as const;
export const TIME_SIGNATURES = ["4/4", "3/4", "6/8", "12/8"] as const;

type Mood = keyof typeof SONG_MOODS;
type Choice = "any" | Mood;
const MOODS = Object.keys(SONG_MOODS) as Mood[];

export default defineGenerator({
  id: "song-idea",
  title: "Song Idea",
  category: "writing",
  iconText: "🎸",
  description:
    "A starting point for a new song: what it is about, a mood, a key, a tempo and a time signature (“a dreamy song about an old radio, in A minor, 84 BPM, 6/8”).",
  keywords: [
    "song ideas",
    "songwriting prompts",
    "song generator",
    "what to write a song about",
    "music prompt",
  ],
  algorithm:
    "Picks the mood (Random.pick when Any), a theme from 50 of the project's own, a key note (Random.pick of 12) in one of the mood's modes, a whole tempo within the mood's range (Random.int) and a time signature (Random.pick of 4/4, 3/4, 6/8, 12/8).",
  version: 1,
  inputs: {
    mood: select({
      label: "Mood",
      options: [
        { value: "any" as Choice, label: "Any mood" },
        ...MOODS.map((m) => ({ value: m as Choice, label: SONG_MOODS[m].label })),
      ],
      default: "any",
    }),
    count: count(1, { max: 1000, reason: "more than 1,000 song ideas at once is not useful" }),
  },
  load: () => import("../../data/song-themes").then((m) => m.default),
  generate(random, { mood, count }, themes) {
    const values = Array.from({ length: count }, () => {
      const m = mood === "any" ? random.pick(MOODS) : mood;
      const spec = SONG_MOODS[m];
      const theme = random.pick(themes);
      const key = `${random.pick(KEY_NOTES)} ${random.pick(spec.modes)}`;
      const bpm = random.int(spec.minBpm, spec.maxBpm);
      const time = random.pick(TIME_SIGNATURES);
      return {
        text: `A ${m} song about ${theme}, in ${key}, ${bpm} BPM, ${time}.`,
        data: { mood: m, theme, key, bpm, timeSignature: time },
      };
    });
    return { values };
  },
});
