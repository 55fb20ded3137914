import { defineGenerator, type GeneratedValue } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { Random } from "../../core/random";
import { capitalize } from "../../shared/format";

/** `n` entries of a list: all different while the list lasts, then it starts over, reshuffled. */
function spread<T>(random: Random, items: readonly T[], n: number, unique: boolean): T[] {
  if (!unique) return Array.from({ length: n }, () => random.pick(items));
  const out: T[] = [];
  while (out.length < n) out.push(...random.sample(items, Math.min(items.length, n - out.length)));
  return out;
}

export default defineGenerator({
  id: "dungeon-room",
  title: "Dungeon Room",
  category: "rpg",
  iconText: "🚪",
  description:
    "Dungeon rooms to describe at the table: what the room is, one thing to notice, who is inside and the secret it hides.",
  keywords: [
    "dungeon generator",
    "dungeon room",
    "dnd dungeon",
    "room description",
    "dungeon crawl",
  ],
  algorithm:
    "Draws the kinds of room with No repeats as k distinct picks (Random.sample, a partial Fisher–Yates shuffle), or uniform picks without it (Random.pick); features, occupants and secrets are drawn the same way, starting over once a list runs out. Sometimes gives a room an occupant with even odds (Random.bool).",
  version: 1,
  inputs: {
    occupants: select({
      label: "Occupants",
      options: [
        { value: "always", label: "Every room" },
        { value: "sometimes", label: "About half the rooms" },
        { value: "never", label: "Empty rooms" },
      ],
      default: "sometimes",
    }),
    secrets: toggle({ label: "Include a secret or trap", default: true }),
    count: count(3),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/dungeon-room-parts").then((m) => m.default),
  generate(random, { occupants, secrets, count, unique }, parts) {
    const { picked: rooms, notes } = drawEntries(
      random,
      parts.rooms,
      count,
      unique,
      "kinds of room",
    );
    const n = rooms.length;
    const features = spread(random, parts.features, n, unique);
    const who = occupants === "never" ? [] : spread(random, parts.occupants, n, unique);
    const hidden = secrets ? spread(random, parts.secrets, n, unique) : [];
    const values = rooms.map((room, i): GeneratedValue => {
      const feature = features[i] as string;
      const occupant =
        occupants === "always" || (occupants === "sometimes" && random.bool())
          ? (who[i] as string)
          : "";
      const secret = secrets ? (hidden[i] as string) : "";
      const lines = [`${capitalize(room)}. ${feature}`];
      if (occupant) lines.push(`Inside: ${occupant}`);
      if (secret) lines.push(`Secret: ${secret}`);
      return { text: lines.join(" "), data: { room, feature, occupant, secret } };
    });
    return { values, notes };
  },
});
