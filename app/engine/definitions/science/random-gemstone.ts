import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { GemKind } from "../../data/gemstones";

const KINDS: readonly { value: GemKind; label: string; plural: string }[] = [
  { value: "precious", label: "Precious stones", plural: "precious stones" },
  { value: "semi-precious", label: "Semi-precious stones", plural: "semi-precious stones" },
  { value: "organic", label: "Organic gems (pearl, amber…)", plural: "organic gems" },
];

export default defineListGenerator({
  id: "random-gemstone",
  title: "Random Gemstone",
  category: "science",
  iconText: "💍",
  description:
    "Gemstones from diamond and ruby to labradorite and amber, with the mineral they are, their colours and their hardness on the Mohs scale.",
  keywords: ["gemstone", "gem", "birthstone", "crystal", "jewellery"],
  entries: () => import("../../data/gemstones").then((m) => m.default),
  pool: "the site's list of 68 gemstones, or those of the chosen kind",
  filters: [
    {
      name: "kind",
      field: select<"any" | GemKind>({
        label: "Kind",
        options: [
          { value: "any", label: "Any gemstone" },
          ...KINDS.map(({ value, label }) => ({ value, label })),
        ],
        default: "any",
      }),
      keeps: (g, choice) => choice === "any" || g[1] === choice,
    },
  ],
  plural: (choice) => KINDS.find((k) => k.value === choice)?.plural ?? "gemstones",
  value: ([name, kind, material, colours, hardness]) => ({
    text: name,
    data: { name, kind, material, colours, hardness },
  }),
});
