import { describe, expect, it } from "vitest";

import { RUN_PARAMETERS } from "~/engine/core/run-parameters";

import { embedPath, readEmbedTheme, RUN_PARAMS, settingsOf, settingsSearch } from "./model";

describe("embed rules", () => {
  // The embed keeps its own copy of the names (importing them moved the generator page's chunk
  // hashes past its first-load budget by a few bytes of gzip): it must stay the engine's list.
  it("drops exactly the permalink's run parameters", () => {
    expect(RUN_PARAMS).toEqual(RUN_PARAMETERS);
  });

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

  it("takes Picker Wheel's comma-separated choices as the wheel's entries, one per line", () => {
    const url = new URL("https://x.example/embed/spin-the-wheel?choices=Ana,%20Ben,,Cy&theme=dark");
    const settings = settingsOf(url, { wheel: true });
    expect(settings.searchParams.get("entries")).toBe("Ana\nBen\nCy");
    expect(settings.searchParams.has("choices")).toBe(false);
    // The wheel's own entries win; another generator keeps the parameter as it is.
    const both = new URL("https://x.example/embed/spin-the-wheel?entries=Dee&choices=Ana,Ben");
    expect(settingsOf(both, { wheel: true }).searchParams.get("entries")).toBe("Dee");
    expect(settingsOf(url).searchParams.get("choices")).toBe("Ana, Ben,,Cy");
  });
});
