import { expect, it } from "vitest";

import genres from "../../data/movie-genres";
import { describeListGenerator } from "../../testing/list-suite";
import movieGenre from "./movie-genre";

describeListGenerator(movieGenre, {
  entries: genres,
  entryOf: (value, all) => all.find((g) => g.genre === value.data?.genre),
  filters: [
    {
      name: "level",
      keeps: (g, level) => level === "any" || g.level === level,
    },
  ],
});

it("names each genre once, with a level and a description", () => {
  expect(new Set(genres.map((g) => g.genre)).size).toBe(genres.length);
  for (const g of genres) {
    expect(["main", "sub"]).toContain(g.level);
    expect(g.description.length, g.genre).toBeGreaterThan(20);
  }
});
