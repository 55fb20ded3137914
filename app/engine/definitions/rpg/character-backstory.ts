import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { drawValues } from "../../shared/templates";

export default defineGenerator({
  id: "character-backstory",
  title: "Character Backstory",
  category: "rpg",
  iconText: "📖",
  description:
    "Backstory hooks for a new character: where they grew up, what changed everything, what they want now and, if you like, the secret they keep.",
  keywords: [
    "character backstory",
    "backstory generator",
    "dnd backstory",
    "character ideas",
    "rpg character",
  ],
  algorithm:
    "Picks an origin, an event, a goal and (when asked) a secret, each uniformly from its own list (Random.pick), and writes them as three or four sentences. With No repeats, a backstory already given is drawn again.",
  version: 1,
  inputs: {
    secret: toggle({ label: "Include a secret", default: true }),
    count: count(3, { max: 1_000, reason: "past that, backstories would start to repeat" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/backstory-parts").then((m) => m.default),
  generate(random, { secret, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const origin = random.pick(parts.origins);
      const event = random.pick(parts.events);
      const goal = random.pick(parts.goals);
      const hidden = secret ? random.pick(parts.secrets) : "";
      const text = `Grew up ${origin}, until ${event}. Now they want to ${goal}.${hidden ? ` Secret: ${hidden}` : ""}`;
      return { text, data: { origin, event, goal, secret: hidden } };
    });
    return { values };
  },
});
