// Parts of a character's backstory: where they grew up, what shaped them, what they want now and
// a secret they keep. Authored for this project (original writing, CC0), family-safe. Origins
// follow "Grew up"; events follow "until"; goals follow "Now they want to"; secrets are sentences.

export interface BackstoryParts {
  origins: readonly string[];
  events: readonly string[];
  goals: readonly string[];
  secrets: readonly string[];
}

// prettier-ignore
const parts: BackstoryParts = {
  origins: [
    "in a lighthouse on a lonely cape", "among travelling players", "in a mountain monastery",
    "above a busy bakery in the capital", "on a river barge", "in a forester's cottage",
    "in a noble house that had lost its fortune", "in an orphanage run by a stern priest",
    "in a fishing village on the cold coast", "in a caravan crossing the desert",
    "in the household of a famous general", "in a mining town under the mountains",
    "at a crossroads inn", "in a walled city under siege", "on a farm at the edge of the wild",
    "in a wizard's tower as a servant's child", "among the stalls of a great market",
    "in a shipyard", "in an elven enclave as the only outsider", "in a tannery district",
    "in a border fort", "in a halfling burrow full of cousins", "among herders of the high plains",
    "in a scriptorium copying books", "in a dwarven hold's guest quarters", "on a pirate-haunted island",
    "in a temple of the harvest", "as a ward of the royal court", "in a village that no map shows",
    "in the slums beneath the cathedral",
  ],
  events: [
    "a fire took everything they owned", "a stranger left them a sealed letter",
    "they saved a drowning noble", "their mentor vanished overnight", "they won a tournament by luck",
    "a comet fell in the nearby hills", "they were blamed for a theft they did not commit",
    "a plague closed the city gates", "they found a map sewn into an old coat",
    "a dragon flew over and the harvest failed", "they were sold into a debt they never made",
    "a sibling joined a strange cult", "their village was bought by a greedy lord",
    "they saw a ghost that knew their name", "they broke a promise to a dying friend",
    "a war swept through and scattered their family", "they were chosen by a talking sword",
    "they woke one morning able to hear animals", "a rival humiliated them before the whole town",
    "a flood washed up a door with no house", "their teacher's library was burned by order of the crown",
    "they were the only one to return from a hunting trip", "a fortune teller named the day they would become famous",
    "they inherited a ruined keep and its debts", "they accidentally freed an imprisoned spirit",
    "a festival ended in a riot they started", "their twin was mistaken for royalty",
    "a bargain with a fey creature came due", "they found a coin from a kingdom that never existed",
    "their home town simply disappeared one night",
  ],
  goals: [
    "find the mentor who vanished", "clear their name", "pay back an old debt",
    "learn the truth about their parents", "become the greatest duellist in the land",
    "rebuild the home they lost", "find a cure for a sister's illness", "map the unknown east",
    "earn a place in a famous guild", "protect the village that took them in",
    "return a stolen relic to its temple", "see the ocean for the first time",
    "break a family curse", "write a song everyone will remember", "win back a lost love",
    "prove a rival wrong", "free the people of their home town from a tyrant",
    "find the door the flood washed up", "collect a story from every kingdom",
    "undo a bargain with a fey lord", "recover their stolen memories", "restore an order of knights",
    "open the first honest bank", "find somewhere they truly belong", "bring a thief to justice",
    "learn the name of the star that fell", "discover where the dragon came from",
    "keep an oath sworn to a dying friend", "build a school for orphans", "outlive a prophecy",
  ],
  secrets: [
    "They still have the key to a vault nobody knows they opened.",
    "They are not who their papers say they are.",
    "They can read a language no living scholar knows.",
    "They once worked for the villain they now oppose.",
    "They are afraid of the dark.",
    "They owe a favour to a thieves' guild.",
    "Their lucky charm is a stolen holy relic.",
    "They heard the last words of a dying king.",
    "They are secretly royalty, twelfth in line.",
    "They talk to a ghost only they can see.",
    "They cannot swim and have never told anyone.",
    "They wrote the anonymous pamphlets that started a rebellion.",
    "They are wanted under another name in a neighbouring country.",
    "They made a deal that will come due on their next birthday.",
    "They lost the family heirloom in a card game.",
    "They have a child they have never met.",
    "They were once cursed and are not sure it is gone.",
    "They know where the missing crown jewels are.",
    "They faked their own death once already.",
    "They keep a diary written in a cipher of their own.",
    "They are terrified of horses.",
    "They sometimes dream of places they have never been, and they are real.",
    "They still send letters to someone they know is dead.",
    "They were expelled from a wizards' college.",
    "They can never go back home, and will not say why.",
    "Their mentor left them a letter they have never opened.",
    "They are the heir of a disgraced knightly order.",
    "They carry a sliver of the fallen star.",
    "They are being followed, and they know it.",
    "They are much older than they look.",
  ],
};

export default parts;
