import { expect, it } from "vitest";

import genres from "../../data/book-genres";
import { describeListGenerator } from "../../testing/list-suite";
import bookGenre from "./book-genre";

describeListGenerator(bookGenre, {
  entries: genres,
  entryOf: (value, all) => all.find((g) => g.genre === value.data?.genre),
  filters: [
    {
      name: "kind",
      keeps: (g, kind) => kind === "any" || g.kind === kind,
    },
  ],
});

it("names each genre once, as fiction or non-fiction with a description", () => {
  expect(new Set(genres.map((g) => g.genre)).size).toBe(genres.length);
  for (const g of genres) {
    expect(["fiction", "nonfiction"]).toContain(g.kind);
    expect(g.description.length, g.genre).toBeGreaterThan(20);
  }
});
