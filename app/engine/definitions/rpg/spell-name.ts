import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { SpellTheme } from "../../data/spell-name-parts";
import { drawValues } from "../../shared/templates";

const THEMES: readonly SpellTheme[] = [
  "fire",
  "frost",
  "lightning",
  "healing",
  "illusion",
  "shadow",
  "nature",
  "protection",
];

/** The chance a name carries its inventor's name ("Ilvara's …"). */
export const INVENTOR_CHANCE = 0.25;

/** Spells of one theme without an inventor: 10 adjectives × 10 forms (the test checks). */
export const SPELLS_PER_THEME = 100;

export default defineGenerator({
  id: "spell-name",
  title: "Spell Name",
  category: "rpg",
  iconText: "✨",
  description:
    "Names for spells by theme (fire, frost, lightning, healing, illusion, shadow, nature, protection): Searing Lance, Ilvara's Mirrored Veil, Warding Circle.",
  keywords: [
    "spell name generator",
    "spell names",
    "magic spell",
    "wizard spells",
    "homebrew spell",
  ],
  algorithm:
    "Picks the theme (Random.pick when Any), then an adjective and a form of that theme, each uniformly (Random.pick); a quarter of names (Random.bool with chance ¼) are credited to an inventor picked uniformly (Random.pick).",
  version: 1,
  inputs: {
    theme: select<"any" | SpellTheme>({
      label: "Theme",
      options: [
        { value: "any", label: "Any" },
        ...THEMES.map((value) => ({
          value,
          label: value.charAt(0).toUpperCase() + value.slice(1),
        })),
      ],
      default: "any",
    }),
    inventors: toggle({ label: "Sometimes credit an inventor", default: true }),
    count: count(10, { max: 500, reason: "past that, names would start to repeat" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ theme, inventors, count, unique }) {
    const available = theme === "any" ? THEMES.length * SPELLS_PER_THEME : SPELLS_PER_THEME;
    if (unique && !inventors && count > available) {
      return {
        field: "count",
        message: `Can't name ${count} different spells${theme === "any" ? "" : ` of ${theme}`} without inventors: there are only ${available}. Lower How many, turn on inventors or turn off No repeats.`,
      };
    }
    return null;
  },
  load: () => import("../../data/spell-name-parts").then((m) => m.default),
  generate(random, { theme, inventors, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const chosen = theme === "any" ? random.pick(THEMES) : theme;
      const spell = `${random.pick(parts.adjectives[chosen])} ${random.pick(parts.forms[chosen])}`;
      const inventor =
        inventors && random.bool(INVENTOR_CHANCE) ? random.pick(parts.inventors) : "";
      return {
        text: inventor ? `${inventor}'s ${spell}` : spell,
        data: { theme: chosen, spell, inventor },
      };
    });
    return { values };
  },
});
