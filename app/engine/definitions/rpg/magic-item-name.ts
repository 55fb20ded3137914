import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { MagicItemKind } from "../../data/magic-item-name-parts";
import { drawValues } from "../../shared/templates";

const KINDS: readonly MagicItemKind[] = ["weapon", "armour", "jewellery", "wondrous"];
/** The shapes of a name: "Whispering Dagger", "Dagger of Embers", "Whispering Dagger of Embers", "Aldric's Dagger". */
const SHAPES = ["prefix", "suffix", "both", "owner"] as const;

export default defineGenerator({
  id: "magic-item-name",
  title: "Magic Item Name",
  category: "rpg",
  iconText: "🗡️",
  description:
    "Names for magic weapons, armour, jewellery and wondrous items: the Whispering Longsword, Circlet of the Silent Moon, Morwen's Lantern of Echoes.",
  keywords: ["magic item name", "magic weapon name", "artifact name", "sword name generator"],
  algorithm:
    "Picks the kind (Random.pick when Any), a base item of that kind and a shape (Random.pick each): a first word, an “of …” ending, both, or an owner's name, each part picked uniformly from its list (Random.pick).",
  version: 1,
  inputs: {
    kind: select<"any" | MagicItemKind>({
      label: "Kind",
      options: [
        { value: "any", label: "Any" },
        { value: "weapon", label: "Weapon" },
        { value: "armour", label: "Armour and shields" },
        { value: "jewellery", label: "Rings and jewellery" },
        { value: "wondrous", label: "Wondrous item" },
      ],
      default: "any",
    }),
    count: count(10, { max: 5_000, reason: "past that, names would start to repeat" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/magic-item-name-parts").then((m) => m.default),
  generate(random, { kind, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const chosen = kind === "any" ? random.pick(KINDS) : kind;
      const item = random.pick(parts.items[chosen]);
      const shape = random.pick(SHAPES);
      const prefix = shape === "prefix" || shape === "both" ? random.pick(parts.prefixes) : "";
      const suffix = shape === "suffix" || shape === "both" ? random.pick(parts.suffixes) : "";
      const owner = shape === "owner" ? random.pick(parts.owners) : "";
      const name = owner
        ? `${owner}'s ${item}`
        : `${prefix ? `${prefix} ` : ""}${item}${suffix ? ` of ${suffix}` : ""}`;
      const text = /^(the|a) /i.test(name) || owner || prefix.endsWith("'s") ? name : `the ${name}`;
      return {
        text: text.charAt(0).toUpperCase() + text.slice(1),
        data: { kind: chosen, item, shape },
      };
    });
    return { values };
  },
});
