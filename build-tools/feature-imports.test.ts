import { describe, expect, it } from "vitest";

import { readIndex, rewriteFeatureImports } from "./feature-imports";

const DRAWS_INDEX = `// The public face of the draws feature.
export { DRAW_LIMITS } from "./draw-limits";
export { drawPath, formatDrawTime as formatTime, type PublicDraw } from "./public-draw";
export { loadPublicDrawLink } from "./lazy";
`;

const indexOf = (feature: string, entry: string) =>
  feature === "draws" && entry === "index" ? readIndex(DRAWS_INDEX) : null;

describe("feature imports", () => {
  it("reads what an index re-exports, and from where", () => {
    expect(Object.fromEntries(readIndex(DRAWS_INDEX))).toEqual({
      DRAW_LIMITS: { module: "draw-limits", name: "DRAW_LIMITS" },
      drawPath: { module: "public-draw", name: "drawPath" },
      formatTime: { module: "public-draw", name: "formatDrawTime" },
      PublicDraw: { module: "public-draw", name: "PublicDraw" },
      loadPublicDrawLink: { module: "lazy", name: "loadPublicDrawLink" },
    });
  });

  it("imports each name from the module that defines it, on the same line", () => {
    const code =
      'import { DRAW_LIMITS, formatTime as when, type PublicDraw } from "~/features/draws";\nconst x = 1;';
    expect(rewriteFeatureImports(code, indexOf)).toBe(
      'import { DRAW_LIMITS } from "~/features/draws/draw-limits"; import { formatDrawTime as when, type PublicDraw } from "~/features/draws/public-draw";\nconst x = 1;',
    );
  });

  it("keeps a name the index does not re-export, and imports of other indexes, as they are", () => {
    expect(rewriteFeatureImports('import { nothing } from "~/features/draws";', indexOf)).toBe(
      'import { nothing } from "~/features/draws";',
    );
    const other = 'import { pageMeta } from "~/features/shell";';
    expect(rewriteFeatureImports(other, indexOf)).toBe(other);
  });

  it("keeps a type-only import type-only", () => {
    expect(
      rewriteFeatureImports('import type { PublicDraw } from "~/features/draws";', indexOf),
    ).toBe('import { type PublicDraw } from "~/features/draws/public-draw";');
  });
});
