import { describe, expect, it } from "vitest";

import { GENERATOR_INDEX } from "~/engine/catalogue";
import { POPULAR_GENERATOR_IDS } from "~/engine/listing";
import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import { BRAND_COLORS, MANIFEST_ICONS } from "./site-images";

import { SHORTCUTS_MAX, webManifest } from "./web-manifest.server";

describe("webManifest", () => {
  it("names the configured site, with the theme's colours and every manifest icon", () => {
    const manifest = webManifest({ appName: "Randomly", appDescription: "Random things" });
    expect(manifest).toMatchObject({
      name: "Randomly",
      short_name: "Randomly",
      description: "Random things",
      start_url: "/",
      display: "standalone",
      theme_color: BRAND_COLORS.accent,
      background_color: BRAND_COLORS.background,
    });
    for (const icon of MANIFEST_ICONS) {
      expect(manifest.icons).toContainEqual({
        src: icon.path,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: "any",
      });
    }
  });

  it("shortens a long name for home screens, at a word when it can", () => {
    const manifest = webManifest({ appName: "The Random Generators", appDescription: "x" });
    expect(manifest.name).toBe("The Random Generators");
    expect(manifest.short_name).toBe("The Random");
    expect(webManifest({ appName: "Randomisation", appDescription: "x" }).short_name).toBe(
      "Randomisatio",
    );
  });

  it("offers shortcuts to the wheel first, then to the home page's popular generators", () => {
    const { shortcuts } = webManifest({ appName: "Randomly", appDescription: "x" });
    expect(shortcuts).toHaveLength(SHORTCUTS_MAX);
    const wheel = GENERATOR_INDEX.find((generator) => generator.id === WHEEL_GENERATOR_ID);
    expect(shortcuts[0]).toMatchObject({ name: wheel?.title, url: `/${WHEEL_GENERATOR_ID}` });
    const popular = POPULAR_GENERATOR_IDS.filter((id) => id !== WHEEL_GENERATOR_ID);
    expect(shortcuts.slice(1).map((shortcut) => shortcut.url)).toEqual(
      popular.slice(0, SHORTCUTS_MAX - 1).map((id) => `/${id}`),
    );
  });
});
