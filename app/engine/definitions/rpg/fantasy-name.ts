import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import {
  fantasyFamilyName,
  fantasyFirstName,
  loadNameParts,
  nameGenderField,
  raceField,
  raceParts,
} from "../../shared/fantasy-names";
import { drawValues } from "../../shared/templates";

export default defineGenerator({
  id: "fantasy-name",
  title: "Fantasy Name",
  category: "rpg",
  iconText: "🧝",
  description:
    "Names for elves, dwarves, halflings, gnomes, orcs, humans, tieflings and dragonborn, built from each people's own syllables, with a family name if you like.",
  keywords: ["fantasy name generator", "elf names", "dwarf names", "dnd names", "character name"],
  algorithm:
    "Picks the race (Random.pick when Any), then builds a first name from a start, a middle with even odds (Random.bool) and an ending of the chosen style, each picked uniformly from that people's syllable tables (Random.pick); a family name joins two parts the same way. With No repeats, a name already given is drawn again.",
  version: 1,
  inputs: {
    race: raceField,
    gender: nameGenderField,
    family: toggle({ label: "Include a family name", default: true }),
    count: count(10),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: loadNameParts,
  generate(random, { race, gender, family, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const people = raceParts(random, parts, race);
      const first = fantasyFirstName(random, people, gender);
      const familyName = family ? fantasyFamilyName(random, people) : "";
      const name = familyName ? `${first.name} ${familyName}` : first.name;
      return {
        text: name,
        data: {
          name,
          firstName: first.name,
          familyName,
          race: people.singular,
          style: first.style,
        },
      };
    });
    return { values };
  },
});
