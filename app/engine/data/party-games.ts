/**
 * Well-known party games (names are plain facts) with a one-line summary in our own words, the
 * fewest players each needs and where it is played.
 *
 * Source: authored for this project (summaries are original writing).
 * Licence: public domain (CC0).
 */
export type GameSetting = "indoor" | "outdoor" | "anywhere" | "car";

export interface PartyGame {
  name: string;
  summary: string;
  minPlayers: number;
  setting: GameSetting;
}

const games: readonly PartyGame[] = [
  {
    name: "Charades",
    summary: "Act out a word or title without speaking while your team guesses.",
    minPlayers: 4,
    setting: "anywhere",
  },
  {
    name: "Pictionary",
    summary: "Draw a word for your team to guess against the clock.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Musical chairs",
    summary:
      "Walk round the chairs while music plays; sit when it stops, one chair fewer each round.",
    minPlayers: 5,
    setting: "indoor",
  },
  {
    name: "Musical statues",
    summary: "Dance while the music plays and freeze when it stops; anyone who moves is out.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Pass the parcel",
    summary:
      "Pass a wrapped parcel to music; whoever holds it when the music stops unwraps a layer.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Hide and seek",
    summary: "One player counts while the others hide, then goes looking for them.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Sardines",
    summary: "One player hides; each seeker who finds them squeezes into the hiding place too.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Simon says",
    summary: "Follow the leader's orders only when they begin with 'Simon says'.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Twenty questions",
    summary: "Guess what someone is thinking of with at most twenty yes-or-no questions.",
    minPlayers: 2,
    setting: "anywhere",
  },
  {
    name: "Telephone",
    summary: "Whisper a sentence along a line of players and compare the end with the start.",
    minPlayers: 5,
    setting: "anywhere",
  },
  {
    name: "Wink murder",
    summary: "A secret murderer 'kills' players by winking; the detective must spot them.",
    minPlayers: 6,
    setting: "indoor",
  },
  {
    name: "Who am I?",
    summary: "Wear a name you can't see and ask yes-or-no questions to work out who you are.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Heads up",
    summary: "Hold a word to your forehead while the others give clues without saying it.",
    minPlayers: 3,
    setting: "indoor",
  },
  {
    name: "Two truths and a lie",
    summary: "Tell three facts about yourself; the others guess which one is false.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Celebrity",
    summary:
      "Everyone writes names in a hat; teams describe, then mime, then use one word to get them.",
    minPlayers: 6,
    setting: "indoor",
  },
  {
    name: "Scavenger hunt",
    summary: "Teams race to find everything on a list of objects.",
    minPlayers: 4,
    setting: "anywhere",
  },
  {
    name: "Treasure hunt",
    summary: "Follow a trail of clues, each leading to the next, to find a prize.",
    minPlayers: 2,
    setting: "anywhere",
  },
  {
    name: "Egg and spoon race",
    summary: "Race to the finish carrying an egg (or a potato) on a spoon.",
    minPlayers: 3,
    setting: "outdoor",
  },
  {
    name: "Sack race",
    summary: "Hop to the finish line with both legs inside a sack.",
    minPlayers: 3,
    setting: "outdoor",
  },
  {
    name: "Three-legged race",
    summary: "Pairs tie their inside legs together and race to the finish.",
    minPlayers: 4,
    setting: "outdoor",
  },
  {
    name: "Tug of war",
    summary: "Two teams pull a rope in opposite directions until one crosses the line.",
    minPlayers: 6,
    setting: "outdoor",
  },
  {
    name: "Duck, duck, goose",
    summary: "Walk round a circle tapping heads; the 'goose' chases the tapper round the ring.",
    minPlayers: 6,
    setting: "outdoor",
  },
  {
    name: "Red light, green light",
    summary: "Creep towards the caller on 'green light' and freeze on 'red light'.",
    minPlayers: 4,
    setting: "outdoor",
  },
  {
    name: "What's the time, Mr Wolf?",
    summary:
      "Creep up on the wolf step by step until the wolf shouts 'dinner time' and gives chase.",
    minPlayers: 4,
    setting: "outdoor",
  },
  {
    name: "Tag",
    summary: "One player is 'it' and chases the others; whoever is tagged becomes 'it'.",
    minPlayers: 3,
    setting: "outdoor",
  },
  {
    name: "Stuck in the mud",
    summary: "Tagged players freeze until a free player crawls through their legs.",
    minPlayers: 5,
    setting: "outdoor",
  },
  {
    name: "Limbo",
    summary: "Lean back and pass under a bar that gets lower each round.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Balloon stomp",
    summary: "Tie a balloon to your ankle; pop the others' balloons while protecting yours.",
    minPlayers: 4,
    setting: "anywhere",
  },
  {
    name: "Pin the tail on the donkey",
    summary: "Blindfolded, try to stick a tail in the right place on a donkey picture.",
    minPlayers: 3,
    setting: "indoor",
  },
  {
    name: "Piñata",
    summary: "Take turns, blindfolded, to break open a hanging piñata full of treats.",
    minPlayers: 3,
    setting: "outdoor",
  },
  {
    name: "Bingo",
    summary: "Mark off numbers as they are called; the first full line or card wins.",
    minPlayers: 3,
    setting: "indoor",
  },
  {
    name: "Pub quiz",
    summary: "Teams answer rounds of general knowledge questions for points.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Name that tune",
    summary: "Guess the song from the fewest notes.",
    minPlayers: 3,
    setting: "indoor",
  },
  {
    name: "Taboo",
    summary: "Describe a word without using the forbidden words listed with it.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Mafia",
    summary:
      "Secret roles: the mafia pick off townsfolk at night, and the town votes by day to find them.",
    minPlayers: 7,
    setting: "indoor",
  },
  {
    name: "The name game",
    summary: "Take turns naming things in a category without repeating or hesitating.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "I spy",
    summary: "Give the first letter of something you can see; the others guess it.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "The alphabet game",
    summary: "Spot each letter of the alphabet, in order, on signs outside.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "Number plate game",
    summary: "Make a phrase from the letters on a passing number plate.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "Would you rather",
    summary: "Choose between two options and explain why.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "Story chain",
    summary: "Build a story together, each player adding one sentence.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "Counting cows",
    summary: "Count animals in the fields on your side of the car; a graveyard wipes your score.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "Yes-no game",
    summary: "Answer questions for a minute without saying 'yes' or 'no'.",
    minPlayers: 2,
    setting: "car",
  },
  {
    name: "Hot potato",
    summary: "Pass an object quickly to music; whoever holds it when the music stops is out.",
    minPlayers: 4,
    setting: "anywhere",
  },
  {
    name: "Blind man's buff",
    summary: "A blindfolded player tries to catch and name the others.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Murder mystery",
    summary: "Each guest plays a character and works out whodunit from clues.",
    minPlayers: 6,
    setting: "indoor",
  },
  {
    name: "Karaoke",
    summary: "Sing along to backing tracks with the lyrics on screen.",
    minPlayers: 2,
    setting: "indoor",
  },
  {
    name: "Freeze dance",
    summary: "Dance when the music plays and freeze when it stops.",
    minPlayers: 3,
    setting: "anywhere",
  },
  {
    name: "Hangman",
    summary: "Guess a hidden word letter by letter before the drawing is finished.",
    minPlayers: 2,
    setting: "indoor",
  },
  {
    name: "Paper, scissors, stone tournament",
    summary: "Knockout rounds of paper, scissors, stone until one champion is left.",
    minPlayers: 4,
    setting: "anywhere",
  },
  {
    name: "Water balloon toss",
    summary: "Pairs throw a water balloon back and forth, stepping apart after each catch.",
    minPlayers: 4,
    setting: "outdoor",
  },
  {
    name: "Capture the flag",
    summary: "Two teams try to steal the other's flag and bring it home without being tagged.",
    minPlayers: 8,
    setting: "outdoor",
  },
  {
    name: "Relay race",
    summary: "Teams race in legs, each runner handing on a baton.",
    minPlayers: 6,
    setting: "outdoor",
  },
  {
    name: "Obstacle course",
    summary: "Race through a course of things to climb, crawl under and jump over.",
    minPlayers: 2,
    setting: "outdoor",
  },
  {
    name: "Guess the baby photo",
    summary: "Match baby photos to the guests they grew into.",
    minPlayers: 5,
    setting: "indoor",
  },
  {
    name: "Mime the film",
    summary: "Mime a famous film scene for others to guess the title.",
    minPlayers: 4,
    setting: "indoor",
  },
  {
    name: "Consequences",
    summary: "Write part of a story, fold the paper and pass it on; read out the results.",
    minPlayers: 3,
    setting: "indoor",
  },
  {
    name: "Human knot",
    summary: "Join hands across a circle and untangle without letting go.",
    minPlayers: 6,
    setting: "anywhere",
  },
  {
    name: "Guess how many",
    summary: "Guess the number of sweets in a jar; the closest wins it.",
    minPlayers: 3,
    setting: "indoor",
  },
  {
    name: "Musical bumps",
    summary: "Dance to music and sit down fast when it stops; the last to sit is out.",
    minPlayers: 4,
    setting: "indoor",
  },
];

export default games;
