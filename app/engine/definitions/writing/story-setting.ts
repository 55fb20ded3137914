import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import { PLACE_KINDS, type PlaceKind } from "../../shared/writing-kinds";

const KIND_LABELS: Record<PlaceKind, string> = {
  town: "Everyday towns and cities",
  wild: "Wild places",
  fantasy: "Fantasy",
  future: "Science fiction",
};

type Choice = "any" | PlaceKind;

export default defineGenerator({
  id: "story-setting",
  title: "Story Setting",
  category: "writing",
  iconText: "🏞️",
  description:
    "A setting for a story or game: a place, a time and one detail with atmosphere (“a second-hand bookshop during a power cut. Cats sit on every wall, watching.”), everyday, wild, fantasy or science fiction.",
  keywords: [
    "story setting",
    "setting generator",
    "setting ideas",
    "story location",
    "worldbuilding",
  ],
  algorithm:
    "Picks the kind of place (Random.pick when Any), then a place of that kind, a time and a detail by independent uniform picks (Random.pick) from the project's own lists.",
  version: 1,
  inputs: {
    kind: select({
      label: "Kind of place",
      options: [
        { value: "any" as Choice, label: "Any kind" },
        ...PLACE_KINDS.map((k) => ({ value: k as Choice, label: KIND_LABELS[k] })),
      ],
      default: "any",
    }),
    count: count(3, { max: 1000, reason: "more than 1,000 settings at once is not useful" }),
  },
  load: () => import("../../data/story-settings").then((m) => m.default),
  generate(random, { kind, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const placeKind = kind === "any" ? random.pick(PLACE_KINDS) : kind;
      const place = random.pick(parts.places[placeKind]);
      const time = random.pick(parts.times);
      const detail = random.pick(parts.details);
      const text = `${place.charAt(0).toUpperCase()}${place.slice(1)} ${time}. ${detail}`;
      return { text, data: { kind: placeKind, place, time, detail } };
    });
    return { values };
  },
});
