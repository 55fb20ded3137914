import { describe, expect, it } from "vitest";

import type { RemixManifest } from "../bench/first-load";
import { chunk } from "./fake-build";
import { precacheUrls } from "./service-worker";

const route = (id: string, module: string) => ({
  id,
  parentId: id === "root" ? undefined : "root",
  module,
});

const MANIFEST: RemixManifest = {
  url: "/assets/manifest.js",
  version: "1",
  entry: { module: "/assets/entry.js", imports: ["/assets/components.js"] },
  routes: {
    root: route("root", "/assets/root.js"),
    "routes/_index": route("routes/_index", "/assets/index.js"),
    "routes/all": route("routes/all", "/assets/all.js"),
    "routes/$generatorId": route("routes/$generatorId", "/assets/generator.js"),
    "routes/lists": route("routes/lists", "/assets/lists.js"),
  },
};

const REPORT = [
  chunk("assets/entry.js", ["app/entry.client.tsx"], ["assets/components.js"]),
  chunk("assets/components.js", ["app/features/accounts/lazy.ts", "node_modules/react/index.js"]),
  chunk("assets/root.js", ["app/root.tsx"], [], ["assets/nprogress.js", "assets/clerk.js"]),
  chunk("assets/index.js", ["app/routes/_index.tsx"]),
  chunk("assets/all.js", ["app/routes/all.tsx"]),
  chunk("assets/lists.js", ["app/routes/lists.tsx"]),
  chunk(
    "assets/generator.js",
    ["app/routes/$generatorId.tsx"],
    [],
    ["assets/engine.js", "assets/below.js", "assets/draw-page.js"],
  ),
  chunk(
    "assets/engine.js",
    ["app/features/generator-page/generate-in-browser.ts"],
    [],
    ["assets/numbers.js"],
  ),
  chunk(
    "assets/numbers.js",
    ["app/engine/registry/numbers.generated.ts"],
    [],
    ["assets/coin-flip.js"],
  ),
  chunk("assets/coin-flip.js", ["app/engine/definitions/numbers/coin-flip.ts"]),
  chunk(
    "assets/below.js",
    ["app/features/generator-page/below-settings.tsx"],
    ["assets/draw-links.js"],
  ),
  chunk("assets/draw-links.js", ["app/features/draws/draw-links.ts"]),
  chunk("assets/draw-page.js", [
    "app/features/draws/new-draw-page.tsx",
    "node_modules/@noble/curves/ed25519.js",
  ]),
  chunk("assets/nprogress.js", ["node_modules/nprogress/nprogress.js"]),
  chunk("assets/clerk.js", ["node_modules/@clerk/remix/index.js"]),
];

describe("what the worker caches as it installs", () => {
  const urls = precacheUrls(MANIFEST, REPORT);

  it("holds the first load of the offline routes and every chunk they load later", () => {
    for (const file of [
      "entry",
      "components",
      "root",
      "index",
      "all",
      "lists",
      "generator",
      "engine",
      "numbers",
      "below",
      "nprogress",
    ]) {
      expect(urls).toContain(`/assets/${file}.js`);
    }
  });

  it("holds what a kept chunk imports, even code of an online-only feature", () => {
    expect(urls).toContain("/assets/draw-links.js");
  });

  it("leaves generators' own code, and chunks of online-only code alone, to be fetched when used", () => {
    for (const file of ["coin-flip", "draw-page", "clerk"]) {
      expect(urls).not.toContain(`/assets/${file}.js`);
    }
  });
});
