/**
 * Video game genres, grouped into broad families, each with a one-line description. The
 * genre names are plain facts of the medium; the descriptions are this project's.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type GameFamily = "action" | "adventure" | "strategy" | "puzzle" | "sports";

export interface VideoGameGenre {
  genre: string;
  family: GameFamily;
  description: string;
}

const RAW = `Platformer | action | Run and jump across platforms, avoiding hazards and enemies.
Shoot 'em up | action | Fly or scroll through waves of enemies, dodging their fire.
Beat 'em up | action | Fight through crowds of enemies with punches, kicks and combos.
Fighting | action | Two or more characters duel one-on-one with special moves.
Hack and slash | action | Fast melee combat against many foes with weapons.
Stealth | action | Avoid being seen: sneak, hide and outwit guards.
Rhythm | action | Press buttons in time with music.
Endless runner | action | Keep running as long as you can while the obstacles speed up.
Battle royale | action | Many players are dropped on a shrinking map until one is left.
Metroidvania | action | Explore a large connected map, unlocking abilities that open new paths.
Survival | action | Gather resources, craft tools and stay alive against the elements.
Point-and-click adventure | adventure | Explore scenes, collect items and solve puzzles by clicking.
Role-playing game (RPG) | adventure | Grow a character or party through quests, stats and story.
Action RPG | adventure | Real-time combat combined with character growth and loot.
Japanese-style RPG | adventure | Story-rich role-playing with turn-based battles and a party of heroes.
Visual novel | adventure | An illustrated interactive story with choices that change the path.
Open world | adventure | A large world to roam freely, with quests in any order.
Roguelike | adventure | Randomly built dungeons where a defeat sends you back to the start.
Walking simulator | adventure | Explore a place at your own pace and piece together its story.
Interactive fiction | adventure | Text adventures where you type or choose what happens next.
Real-time strategy | strategy | Build a base, gather resources and command armies as the clock runs.
Turn-based strategy | strategy | Take turns moving units across a map, thinking several moves ahead.
4X | strategy | Explore, expand, exploit and exterminate while building an empire.
Tower defence | strategy | Place towers along a path to stop waves of enemies.
City builder | strategy | Plan roads, homes and services and watch a city grow.
Life simulation | strategy | Run the daily lives of characters, homes and relationships.
Farming simulation | strategy | Plant crops, raise animals and build up a farm.
Management | strategy | Run a business such as a zoo, hospital or theme park.
Sandbox | strategy | Build and experiment freely with few set goals.
Deck-building | strategy | Build a deck of cards during play and use it to win.
Puzzle | puzzle | Solve logic, pattern or physics puzzles.
Match-three | puzzle | Swap tiles to line up three or more of a kind.
Hidden object | puzzle | Find listed items hidden in busy pictures.
Escape room | puzzle | Solve a chain of clues to get out of a locked place.
Trivia | puzzle | Answer questions to score points.
Word game | puzzle | Make, find or guess words against the clock or friends.
Party game | puzzle | Short mini-games for groups playing together.
Racing | sports | Drive or ride against opponents around a track.
Kart racing | sports | Light-hearted racing with power-ups and shortcuts.
Sports simulation | sports | Realistic versions of football, basketball, tennis and more.
Extreme sports | sports | Skateboarding, snowboarding and tricks scored for style.
Fitness | sports | Games that get you moving to exercise.
Flight simulation | sports | Fly realistic aircraft with real controls and instruments.
Fishing | sports | Cast, wait and reel in fish in calm or competitive play.`;

const genres: readonly VideoGameGenre[] = RAW.split("\n").map((line) => {
  const [genre = "", family = "", description = ""] = line.split(" | ");
  return { genre, family: family as GameFamily, description };
});

export default genres;
