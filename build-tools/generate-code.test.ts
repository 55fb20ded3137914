import { describe, expect, it } from "vitest";

import type { RemixManifest } from "../bench/first-load";
import { chunk } from "./fake-build";
import { generateCode } from "./generate-code";

const MANIFEST: RemixManifest = {
  url: "/assets/manifest.js",
  version: "1",
  entry: { module: "/assets/entry.js", imports: ["/assets/components.js"] },
  routes: {
    root: { id: "root", module: "/assets/root.js" },
    "routes/$generatorId": {
      id: "routes/$generatorId",
      parentId: "root",
      module: "/assets/page.js",
      imports: ["/assets/shared-ui.js"],
    },
  },
};

const REPORT = [
  chunk("assets/entry.js", ["app/entry.client.tsx"], ["assets/components.js"]),
  chunk("assets/components.js", ["node_modules/react/index.js"]),
  chunk("assets/root.js", ["app/root.tsx"]),
  chunk("assets/page.js", ["app/routes/$generatorId.tsx"], ["assets/shared-ui.js"]),
  chunk("assets/shared-ui.js", ["app/ui/button.tsx"]),
  chunk(
    "assets/engine.js",
    ["app/features/generator-page/generate-in-browser.ts"],
    ["assets/random.js", "assets/shared-ui.js"],
  ),
  chunk("assets/random.js", ["app/engine/core/random.ts"]),
  chunk("assets/numbers-map.js", ["app/engine/registry/numbers.generated.ts"]),
  chunk(
    "assets/dice.js",
    ["app/engine/definitions/numbers/dice.ts"],
    ["assets/random.js", "assets/faces.js"],
    ["assets/dice-data.js"],
  ),
  chunk("assets/faces.js", ["app/engine/shared/faces.ts"]),
  chunk("assets/dice-data.js", ["app/engine/data/dice.ts"]),
  chunk("assets/words-map.js", ["app/engine/registry/words.generated.ts"]),
  chunk("assets/noun.js", ["app/engine/definitions/words/noun.ts"]),
];

describe("the files of a first Generate, as the build writes them", () => {
  const code = generateCode(MANIFEST, REPORT, [
    { id: "dice", category: "numbers" },
    { id: "noun", category: "words" },
  ]);

  it("names the engine once, without what the page has already loaded", () => {
    expect(code.shared).toEqual(["/assets/engine.js", "/assets/random.js"]);
  });

  it("names each generator's map, definition, helpers and data, and nothing of the engine's", () => {
    expect(code.generators).toEqual({
      dice: [
        "/assets/dice-data.js",
        "/assets/dice.js",
        "/assets/faces.js",
        "/assets/numbers-map.js",
      ],
      noun: ["/assets/noun.js", "/assets/words-map.js"],
    });
  });
});
