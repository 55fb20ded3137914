/**
 * Parts of original (family-friendly) reality and competition show formats: who competes,
 * the challenge, where, and the twist. Invented for this project.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type ChallengeKind = "making" | "food" | "outdoors";

export interface RealityShowParts {
  contestants: readonly string[];
  challenges: Readonly<Record<ChallengeKind, readonly string[]>>;
  settings: readonly string[];
  twists: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: RealityShowParts = {
  contestants: lines(`amateur bakers
grandparents and their grandchildren
school caretakers
rival garden-centre owners
retired sports stars
first-time campers
pairs of best friends
twins
street performers
home cooks from different countries
young inventors
dog owners and their dogs
volunteer firefighters
families of five
hobby model-makers
lifeguards
farmers
nurses on their day off
librarians
kids aged nine to twelve`),
  challenges: {
    making: lines(`build a treehouse in a weekend
restore a broken-down caravan
paint a mural on the side of a barn
invent a board game and sell it at a fair
knit the longest scarf
put on a musical in seven days
make a film with a single phone
build a working car from spare parts`),
    food: lines(`cook a three-course meal from a surprise box
design a new flavour of ice cream
grow the heaviest vegetable
run a pop-up restaurant for one night
re-create a famous cake from a photo
bake bread for a whole village
turn a school kitchen into a café for a day`),
    outdoors: lines(`sail a homemade raft across a lake
turn a junkyard into a playground
train a rescue dog for an agility course
build a sandcastle city before the tide turns
survive a week without electricity
map an uncharted cave
plan a surprise party for a whole village`),
  },
  settings: lines(`on a remote island
in a converted lighthouse
in a snowy mountain lodge
on a narrowboat
in a giant greenhouse
in an abandoned fairground
on a working farm
in a castle
in a desert camp
in a Victorian railway station
in a floating village
in a school during the summer holidays
in a forest cabin
on a ferry
in a shopping centre at night`),
  twists: lines(`and every episode the teams swap one member
and the audience at home picks the ingredients
and the judges are children
and the losing team becomes the winners' helpers
and all instructions come in rhyme
and there is no money, only swaps and favours
and each team must include a total stranger
and the time limit halves every round
and the final is decided by the whole town
and the prize goes to a charity the winners choose
and a secret saboteur is hidden among them
and every team gets one phone-a-grandparent
and the weather decides the task each morning
and the host competes too
and all the tools are from a single flat-pack box`),
};

export default parts;
