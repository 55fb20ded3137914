import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import {
  fantasyFamilyName,
  fantasyFirstName,
  loadNameParts,
  nameGenderField,
  raceField,
  raceParts,
} from "../../shared/fantasy-names";
import { capitalize } from "../../shared/format";

const AGES = ["young", "adult", "middle-aged", "old", "venerable"] as const;

const loadNpcData = () =>
  Promise.all([loadNameParts(), import("../../data/npc-parts").then((m) => m.default)]).then(
    ([names, npc]) => ({ names, npc }),
  );

export default defineGenerator({
  id: "npc-generator",
  title: "NPC Generator",
  category: "rpg",
  iconText: "🧙",
  description:
    "Non-player characters ready to improvise: a fantasy name, people, age and occupation, a personality trait, what they want and a mannerism to play.",
  keywords: ["npc", "non player character", "dnd npc", "character generator", "game master"],
  algorithm:
    "Picks the people (Random.pick when Any) and builds a name from its syllable tables as the fantasy name generator does (Random.bool for the middle syllable and the style), then picks the age, occupation, trait, motivation and mannerism, each uniformly from its own list (Random.pick).",
  version: 1,
  inputs: {
    race: raceField,
    gender: nameGenderField,
    count: count(1),
  },
  load: loadNpcData,
  generate(random, { race, gender, count }, { names, npc }) {
    const values = Array.from({ length: count }, () => {
      const people = raceParts(random, names, race);
      const first = fantasyFirstName(random, people, gender);
      const name = `${first.name} ${fantasyFamilyName(random, people)}`;
      const age = random.pick(AGES);
      const occupation = random.pick(npc.occupations);
      const trait = random.pick(npc.traits);
      const motivation = random.pick(npc.motivations);
      const mannerism = random.pick(npc.mannerisms);
      return {
        text: `${name}, ${age} ${people.singular} ${occupation}. ${capitalize(trait)}; wants to ${motivation}; ${mannerism}.`,
        data: {
          name,
          race: people.singular,
          style: first.style,
          age,
          occupation,
          trait,
          motivation,
          mannerism,
        },
      };
    });
    return { values };
  },
});
