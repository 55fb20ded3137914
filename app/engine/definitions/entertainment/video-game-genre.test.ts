import { expect, it } from "vitest";

import genres from "../../data/video-game-genres";
import { describeListGenerator } from "../../testing/list-suite";
import videoGameGenre from "./video-game-genre";

describeListGenerator(videoGameGenre, {
  entries: genres,
  entryOf: (value, all) => all.find((g) => g.genre === value.data?.genre),
  filters: [
    {
      name: "family",
      keeps: (g, family) => family === "any" || g.family === family,
    },
  ],
});

it("names each genre once, with a description", () => {
  expect(new Set(genres.map((g) => g.genre)).size).toBe(genres.length);
  for (const g of genres) expect(g.description.length, g.genre).toBeGreaterThan(20);
});
