import { defineGenerator } from "../../core/engine";
import { count, integer, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { GameSetting, PartyGame } from "../../data/party-games";

const SETTINGS: Record<GameSetting | "any", string> = {
  any: "Anywhere",
  indoor: "Indoors",
  outdoor: "Outdoors",
  anywhere: "Indoors or out",
  car: "In the car",
};

/** Whether a game fits the chosen place: "indoor" and "outdoor" include games played anywhere. */
export function fitsSetting(game: PartyGame, setting: GameSetting | "any"): boolean {
  if (setting === "any") return true;
  if (setting === "indoor" || setting === "outdoor") {
    return game.setting === setting || game.setting === "anywhere";
  }
  return game.setting === setting;
}

export default defineGenerator({
  id: "party-game-picker",
  title: "Party Game Picker",
  category: "party",
  iconText: "🎲",
  description:
    "Can't decide what to play? Picks classic party games that work for your number of players, indoors, outdoors or in the car, each with a one-line reminder of how it goes.",
  keywords: [
    "party games",
    "games for kids party",
    "group games",
    "what game to play",
    "car games",
  ],
  algorithm:
    "Keeps the games whose fewest players is at most your number and that suit the chosen place (indoors and outdoors include games played anywhere), then draws uniformly from them (Random.pick), or k distinct ones with No repeats (Random.sample, a partial Fisher–Yates shuffle).",
  version: 1,
  inputs: {
    players: integer({ label: "Players", min: 2, max: 100, default: 6 }),
    setting: select({
      label: "Where",
      options: Object.entries(SETTINGS).map(([value, label]) => ({
        value: value as GameSetting | "any",
        label,
      })),
      default: "any",
    }),
    count: count(3),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/party-games").then((m) => m.default),
  generate(random, { players, setting, count, unique }, games: readonly PartyGame[]) {
    const pool = games.filter((g) => g.minPlayers <= players && fitsSetting(g, setting));
    const where = setting === "any" ? "" : ` ${SETTINGS[setting].toLowerCase()}`;
    const { picked, notes } = drawEntries(
      random,
      pool,
      count,
      unique,
      `games for ${players} players${where}`,
    );
    return {
      values: picked.map((g) => ({
        text: `${g.name}: ${g.summary}`,
        data: { game: g.name, summary: g.summary, minPlayers: g.minPlayers, setting: g.setting },
      })),
      notes,
    };
  },
});
