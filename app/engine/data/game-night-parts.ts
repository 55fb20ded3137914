/**
 * Parts of a board-game night: a theme with a dress-up idea, kinds of game that suit the group
 * and a house rule for fun. Kinds of game are plain names; the rest is this project's writing.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type GameGroup = "family" | "friends" | "two";

export interface GameNightParts {
  themes: readonly string[];
  games: Readonly<Record<GameGroup, readonly string[]>>;
  rules: readonly string[];
}

const lines = (raw: string) => raw.split("\n");

const parts: GameNightParts = {
  themes: lines(`Pirate night: eye patches and a treasure chest of snacks
Space night: silver foil, glow sticks and "astronaut" ice cream
Detective night: magnifying glasses and a case file for each player
Medieval feast: paper crowns and eating with your fingers
Jungle expedition: explorer hats and a soundtrack of birdsong
Retro night: music and clothes from your parents' youth
Pyjama night: games in pyjamas, with hot chocolate
Wizard school: house colours, wands and a sorting hat
Around the world: a snack from a different country each round
Beach party indoors: sunglasses, towels and fruit punch
Sports day: team shirts and a medal ceremony at the end
Mad scientists: lab coats and fizzy drinks in beakers
Candlelit mystery: lamps low and a mystery guest
Camping night: a blanket tent and a torch for each player
Superhero night: capes and a secret identity for the evening
Royal ball: best clothes and very polite trash talk
Arctic night: woolly hats, blankets and polar snacks
Carnival night: face paint and popcorn
Robot night: cardboard helmets and beeping allowed
Fairy-tale night: each player comes as a story character`),
  games: {
    family: lines(`a co-operative game where everyone wins or loses together
a drawing and guessing game
a quick dice game
a memory game
a tile-laying game
a simple card game
a dexterity game of stacking or flicking
a word game for mixed ages
a trivia game with questions for each age
a race game with a spinner`),
    friends: lines(`a bluffing game
a social deduction game
a team word-guessing game
a party drawing game
a trading and negotiating game
a strategy game with an hour's play
a quick-fire trivia game
a storytelling card game
a real-time puzzle game
a push-your-luck dice game`),
    two: lines(`a two-player abstract strategy game
a head-to-head card duel
a co-operative puzzle game for two
a tile-placing game for two
a chess or draughts variant
a quick word duel
a two-player deduction game
a dice duel
a drafting game for two
a campaign game played over several nights`),
  },
  rules: lines(`The winner of each game chooses the next one.
Whoever loses has to explain the rules of the next game.
Everyone must speak in a pirate voice on their turn.
No phones on the table: the first to look at one deals the snacks.
The youngest player starts every game.
Each player gets one "undo" for the whole night.
Points for the most dramatic victory speech.
The host must lose at least once, graciously.
Swap seats after every game.
Ties are settled by rock, paper, scissors.
Every player invents one extra rule for the last game.
A timer gives each turn one minute.
The snack bowl only moves clockwise.
Whoever rolls a six gives someone a compliment.
Keep a scoreboard all night and crown a champion at the end.`),
};

export default parts;
