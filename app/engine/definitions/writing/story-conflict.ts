import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import { CONFLICT_TYPES, type ConflictType } from "../../shared/writing-kinds";

const TYPE_LABELS: Record<ConflictType, string> = {
  person: "Character against character",
  nature: "Character against nature",
  society: "Character against society",
  self: "Character against self",
  technology: "Character against technology",
};

type Choice = "any" | ConflictType;

export default defineListGenerator({
  id: "story-conflict",
  title: "Story Conflict",
  category: "writing",
  iconText: "⚔️",
  description:
    "Conflicts to drive a story, by classic type: character against character, nature, society, self or technology. Original situations for writers, teachers and game masters.",
  keywords: [
    "story conflict",
    "conflict ideas",
    "types of conflict",
    "plot ideas",
    "creative writing",
  ],
  entries: () => import("../../data/story-conflicts").then((m) => m.default),
  pool: "100 original story conflicts, 20 of each classic type, narrowed to the chosen type",
  filters: [
    {
      name: "type",
      field: select({
        label: "Type of conflict",
        options: [
          { value: "any" as Choice, label: "Any type" },
          ...CONFLICT_TYPES.map((t) => ({ value: t as Choice, label: TYPE_LABELS[t] })),
        ],
        default: "any",
      }),
      keeps: (c, type) => type === "any" || c.type === type,
    },
  ],
  plural: (type) =>
    type === "any" ? "conflicts" : `conflicts of the type ${TYPE_LABELS[type].toLowerCase()}`,
  value: (c) => ({ text: c.conflict, data: { conflict: c.conflict, type: c.type } }),
});
