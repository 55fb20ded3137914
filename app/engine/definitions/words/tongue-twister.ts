import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { Random } from "../../core/random";
import type { TwisterSound } from "../../data/tongue-twister-words";

/** The sounds offered, as the data spells them. */
export const TWISTER_SOUNDS = [
  "b",
  "c",
  "d",
  "f",
  "g",
  "h",
  "l",
  "m",
  "p",
  "r",
  "s",
  "sh",
  "t",
  "w",
] as const;

type Length = "short" | "medium" | "long";

/** Two different entries of a list, in random order. */
function two(random: Random, items: readonly string[]): [string, string] {
  const [a = "", b = ""] = random.sample(items, 2);
  return [a, b];
}

/** One tongue twister of a length from the words of one sound. */
export function twister(random: Random, s: TwisterSound, length: Length): string {
  const name = random.pick(s.names);
  const verb = random.pick(s.verbs);
  const [adj1, adj2] = two(random, s.adjectives);
  const thing = random.pick(s.things);
  if (length === "short") return `${name} ${verb} ${adj1} ${thing}.`;
  const actor = random.pick(s.actors);
  const sentence = `${name} the ${adj1} ${actor} ${verb} ${adj2} ${thing}`;
  if (length === "medium") return `${sentence}.`;
  const [adj3] = two(
    random,
    s.adjectives.filter((a) => a !== adj1 && a !== adj2),
  );
  return `${sentence} ${random.pick(s.places)}. If ${name} ${verb} ${adj2} ${thing}, where are the ${adj3} ${thing} ${name} ${verb}?`;
}

export default defineGenerator({
  id: "tongue-twister",
  title: "Tongue Twister",
  category: "words",
  iconText: "👅",
  description:
    "New tongue twisters built from alliterative words on one sound: “Bella the bold baker bakes big buns by the beach.” Short, medium or long, on a sound you choose.",
  keywords: ["tongue twister", "alliteration", "speech practice", "diction", "kids game"],
  algorithm:
    "Picks the sound (Random.pick when Any), then fills a template from that sound's words: a name, a verb, a thing and a place by Random.pick, and two or three different adjectives by Random.sample; the long form repeats the sentence as a question.",
  version: 1,
  inputs: {
    sound: select({
      label: "Sound",
      options: [
        { value: "any", label: "Any sound" },
        ...TWISTER_SOUNDS.map((s) => ({
          value: s,
          label: `${s.toUpperCase()} (${s === "c" ? "as in cat" : s === "sh" ? "as in shop" : `${s}…`})`,
        })),
      ],
      default: "any",
    }),
    length: select({
      label: "Length",
      options: [
        { value: "short", label: "Short (4 words)" },
        { value: "medium", label: "Medium (one sentence)" },
        { value: "long", label: "Long (a sentence and a question)" },
      ],
      default: "medium",
    }),
    count: count(3),
  },
  load: () => import("../../data/tongue-twister-words").then((m) => m.default),
  generate(random, { sound, length, count }, sounds) {
    const values = Array.from({ length: count }, () => {
      const s =
        sound === "any"
          ? random.pick(sounds)
          : (sounds.find((x) => x.sound === sound) as TwisterSound);
      const text = twister(random, s, length);
      return { text, data: { sound: s.sound, length, words: text.split(" ").length } };
    });
    return { values };
  },
});
