import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of app/ are enforced by ESLint (eslint.config.js, CONTRIBUTING.md "Where code
// goes"). These cases lint one import each, as if written in a file at `where`, with the
// project's own configuration: the forbidden ones must fail, the allowed ones must pass.

const eslint = new ESLint();
const BOUNDARY_RULE = "boundaries/dependencies";

async function boundaryErrors(where: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = 1;\n`, {
    filePath: where,
  });
  return (result?.messages ?? []).filter((message) => message.ruleId === BOUNDARY_RULE).length;
}

describe("the boundaries between the layers of app/", { timeout: 60_000 }, () => {
  it.each([
    [
      "the engine importing a feature",
      "app/engine/core/probe.ts",
      'import { pageMeta } from "~/features/shell";',
    ],
    [
      "the engine importing the shared UI",
      "app/engine/shared/probe.ts",
      'import { Icon } from "~/ui/icon";',
    ],
    [
      "the shared utilities importing a feature",
      "app/utils/probe.ts",
      'import { DRAW_LIMITS } from "~/features/draws";',
    ],
    [
      "a feature reaching inside another feature",
      "app/features/wheel/probe.ts",
      'import { DrawRecordView } from "~/features/draws/draw-record";',
    ],
    [
      "a feature reaching inside another feature by a relative path",
      "app/features/wheel/probe.ts",
      'import { DRAW_LIMITS } from "../draws/draw-limits";',
    ],
    [
      "a route reaching inside a feature",
      "app/routes/probe.tsx",
      'import { DrawRecordView } from "~/features/draws/draw-record";',
    ],
    [
      "a feature importing a route's code",
      "app/features/draws/probe.ts",
      'import { loader } from "~/routes/healthz";',
    ],
  ])("refuses %s", async (_what, where, source) => {
    expect(await boundaryErrors(where, source)).toBe(1);
  });

  it.each([
    [
      "the engine importing the engine",
      "app/engine/core/probe.ts",
      'import { Random } from "./random";',
    ],
    [
      "a feature using another through its public index",
      "app/features/wheel/probe.ts",
      'import { DRAW_LIMITS } from "~/features/draws";',
    ],
    [
      "a feature's server code using another's public server index",
      "app/features/wheel/probe.server.ts",
      'import { readDraw } from "~/features/draws/index.server";',
    ],
    [
      "a feature using its own inner modules",
      "app/features/draws/probe.ts",
      'import { DRAW_LIMITS } from "./draw-limits";',
    ],
    [
      "a route wiring features and the engine",
      "app/routes/probe.tsx",
      'import { DrawRecordView } from "~/features/draws";\nimport { GENERATOR_INDEX } from "~/engine/catalogue";',
    ],
    [
      "the shared UI using the engine",
      "app/ui/probe.tsx",
      'import type { GeneratedValue } from "~/engine/core/engine";',
    ],
    [
      "the root data module reading the root loader's type",
      "app/features/shell/probe.ts",
      'import type { loader } from "~/root";',
    ],
  ])("allows %s", async (_what, where, source) => {
    expect(await boundaryErrors(where, source)).toBe(0);
  });
});
