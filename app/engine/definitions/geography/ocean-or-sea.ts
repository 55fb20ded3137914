import { select } from "../../core/fields";
import { defineListGenerator } from "../../core/list-generator";
import type { Ocean } from "../../data/seas";

const OCEANS: readonly { value: Ocean; label: string }[] = [
  { value: "Pacific", label: "Pacific Ocean" },
  { value: "Atlantic", label: "Atlantic Ocean (with the Mediterranean)" },
  { value: "Indian", label: "Indian Ocean" },
  { value: "Arctic", label: "Arctic Ocean" },
  { value: "Southern", label: "Southern Ocean" },
  { value: "Inland", label: "Inland seas (Caspian, Dead Sea…)" },
];

export default defineListGenerator({
  id: "ocean-or-sea",
  title: "Random Ocean or Sea",
  category: "geography",
  iconText: "🌊",
  description:
    "The five oceans and about 120 seas, gulfs, bays and straits — from the Coral Sea to the Strait of Hormuz — with the ocean each belongs to.",
  keywords: ["sea", "ocean", "seas of the world", "gulf", "strait"],
  entries: () => import("../../data/seas").then((m) => m.default),
  pool: "the site's list of the 5 oceans and about 120 seas, gulfs, bays and straits, or those of the chosen ocean",
  filters: [
    {
      name: "ocean",
      field: select<"any" | Ocean>({
        label: "Ocean",
        options: [{ value: "any", label: "Any ocean" }, ...OCEANS],
        default: "any",
      }),
      keeps: (s, choice) => choice === "any" || s[2] === choice,
    },
  ],
  plural: (choice) =>
    choice === "any"
      ? "oceans and seas"
      : `waters of the ${OCEANS.find((o) => o.value === choice)?.label ?? choice}`,
  value: ([name, kind, ocean]) => ({ text: name, data: { name, kind, ocean } }),
});
