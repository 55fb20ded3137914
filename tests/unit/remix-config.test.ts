import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

import remixConfig from "../../remix.config.js";

/** The v3_* future flags the installed @remix-run/dev declares (its FutureConfig type). */
function knownV3Flags(): string[] {
  const require = createRequire(import.meta.url);
  const types = readFileSync(require.resolve("@remix-run/dev/dist/config.d.ts"), "utf8");
  const future = /interface FutureConfig \{([^}]*)\}/.exec(types)?.[1] ?? "";
  return [...future.matchAll(/\b(v3_\w+):/g)].map((match) => match[1] ?? "");
}

describe("remix.config.js", () => {
  it("turns on every v3 future flag the installed Remix knows", () => {
    const flags = knownV3Flags();
    // Six in Remix 2.17; an upgrade that adds one fails here until it is turned on.
    expect(flags.length).toBeGreaterThanOrEqual(6);
    const future = (remixConfig as { future?: Record<string, unknown> }).future ?? {};
    expect(Object.fromEntries(flags.map((flag) => [flag, future[flag]]))).toEqual(
      Object.fromEntries(flags.map((flag) => [flag, true])),
    );
  });
});
