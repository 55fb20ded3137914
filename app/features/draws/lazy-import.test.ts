import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A static `import … from "…/beacon-verify"` (or re-export) puts BLS12-381 into whatever bundle
// holds the importer; only `import("./beacon-verify")` keeps it in its own lazy chunk.
// `import type` is erased at build time, so it is allowed.
const STATIC_IMPORT =
  /^\s*(?:import|export)(?!\s+type\b)\b[^;]*?\bfrom\s*["'][^"']*beacon-verify["']/m;

describe("the BLS verifier", () => {
  it("is never imported statically by app code, so it only loads when asked for", () => {
    const offenders = sourceFiles(APP)
      .filter((file) => STATIC_IMPORT.test(readFileSync(file, "utf8")))
      .map((file) => relative(APP, file));
    expect(offenders).toEqual([]);
  });

  it("would be caught if it were", () => {
    expect(STATIC_IMPORT.test('import { verifyQuicknetRound } from "./beacon-verify";')).toBe(true);
    expect(STATIC_IMPORT.test('export { verifyQuicknetRound } from "./beacon-verify";')).toBe(true);
    expect(STATIC_IMPORT.test('const m = await import("./beacon-verify");')).toBe(false);
    expect(STATIC_IMPORT.test('import type { QuicknetVerdict } from "./beacon-verify";')).toBe(
      false,
    );
  });
});
