import { select } from "../core/fields";
import type { Random } from "../core/random";
import type { FantasyRace, RaceNameParts } from "../data/fantasy-name-parts";

// Fantasy names built from each people's syllable tables: the fantasy-name, NPC and dragon
// generators share the Race choice and the way a name is put together.

export type RaceChoice = "any" | FantasyRace;
export type NameGender = "any" | "feminine" | "masculine";

/** The Race field: one of the peoples, or any of them. */
export const raceField = select<RaceChoice>({
  label: "Race",
  options: [
    { value: "any", label: "Any" },
    { value: "human", label: "Human" },
    { value: "elf", label: "Elf" },
    { value: "dwarf", label: "Dwarf" },
    { value: "halfling", label: "Halfling" },
    { value: "gnome", label: "Gnome" },
    { value: "orc", label: "Orc" },
    { value: "tiefling", label: "Tiefling" },
    { value: "dragonborn", label: "Dragonborn" },
  ],
  default: "any",
});

/** The Name style field: feminine, masculine or either sound. */
export const nameGenderField = select<NameGender>({
  label: "Name style",
  options: [
    { value: "any", label: "Any" },
    { value: "feminine", label: "Feminine" },
    { value: "masculine", label: "Masculine" },
  ],
  default: "any",
});

/** The syllable tables, loaded when a generator runs. */
export const loadNameParts = () => import("../data/fantasy-name-parts").then((m) => m.default);

/** The tables of a race choice: that race's, or one race picked uniformly (Random.pick). */
export function raceParts(
  random: Random,
  all: readonly RaceNameParts[],
  race: RaceChoice,
): RaceNameParts {
  const found = race === "any" ? random.pick(all) : all.find((p) => p.race === race);
  if (!found) throw new Error(`No name parts for ${race}`);
  return found;
}

/** A first name: a start, then (with even odds) a middle, then an ending of the chosen style. */
export function fantasyFirstName(
  random: Random,
  parts: RaceNameParts,
  gender: NameGender,
): { name: string; style: "feminine" | "masculine" } {
  const style = gender === "any" ? (random.bool() ? "feminine" : "masculine") : gender;
  const start = random.pick(parts.starts);
  const middle = random.bool() ? random.pick(parts.middles) : "";
  const end = random.pick(style === "feminine" ? parts.feminineEnds : parts.masculineEnds);
  return { name: start + middle + end, style };
}

/** A family name: a first and a second part joined ("Stone" + "beard"). */
export function fantasyFamilyName(random: Random, parts: RaceNameParts): string {
  return random.pick(parts.familyFirst) + random.pick(parts.familySecond);
}
