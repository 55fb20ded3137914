import { defineGenerator } from "../../core/engine";
import { count, select } from "../../core/fields";
import type { GameGroup } from "../../data/game-night-parts";

export const GAME_GROUPS: Record<GameGroup, string> = {
  family: "Family with children",
  friends: "A group of friends",
  two: "Two players",
};

const GROUPS = Object.keys(GAME_GROUPS) as GameGroup[];

export default defineGenerator({
  id: "game-night-plan",
  title: "Board Game Night Plan",
  category: "entertainment",
  iconText: "🎲",
  description:
    "A plan for board-game night: a theme with a dress-up idea, a kind of game that suits your group and a house rule for fun. For families, friends or two players.",
  keywords: [
    "game night ideas",
    "board game night",
    "family game night",
    "party theme",
    "what to play",
  ],
  algorithm:
    "Independent uniform picks (Random.pick) from the project's own lists: a theme (20), a kind of game for the chosen group (10 per group) and a house rule (15).",
  version: 1,
  inputs: {
    group: select({
      label: "Who is playing",
      options: GROUPS.map((g) => ({ value: g, label: GAME_GROUPS[g] })),
      default: "family",
    }),
    count: count(1, { max: 100, reason: "more than 100 plans at once is not useful" }),
  },
  load: () => import("../../data/game-night-parts").then((m) => m.default),
  generate(random, { group, count }, parts) {
    const values = Array.from({ length: count }, () => {
      const theme = random.pick(parts.themes);
      const game = random.pick(parts.games[group]);
      const rule = random.pick(parts.rules);
      return {
        text: `${theme}. Play ${game}. House rule: ${rule}`,
        data: { group, theme, game, rule },
      };
    });
    return { values };
  },
});
