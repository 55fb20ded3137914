import { describe, expect, it } from "vitest";

import { embedPath, readEmbedTheme, settingsOf, settingsSearch } from "./model";

describe("embed rules", () => {
  it("reads the theme, falling back to auto with a message for an unknown one", () => {
    expect(readEmbedTheme(new URLSearchParams("theme=dark")).theme).toBe("dark");
    expect(readEmbedTheme(new URLSearchParams("")).theme).toBe("auto");
    const wrong = readEmbedTheme(new URLSearchParams("theme=purple"));
    expect(wrong.theme).toBe("auto");
    expect(wrong.problem?.message).toBe(
      '"purple" is not a theme: use light, dark or auto. Showing auto, which follows the viewer\'s system.',
    );
  });

  it("keeps a generator's settings and drops the embed's own parameters and a run's seed", () => {
    const url = new URL("https://x.example/embed/random-number?min=2&theme=dark&spin=1");
    expect(settingsOf(url).search).toBe("?min=2");
    expect(settingsSearch("?min=2&seed=abc&v=1&at=5")).toBe("?min=2");
    expect(embedPath("random-number", "?min=2")).toBe("/embed/random-number?min=2");
  });
});
