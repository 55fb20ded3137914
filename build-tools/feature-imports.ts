// A Vite plugin: `import { X } from "~/features/draws"` becomes an import of the module that
// defines X (`~/features/draws/draw-limits`) before bundling. Features are used through their
// public index.ts, which lint enforces (eslint.config.js), but an index re-exports many modules,
// and Rollup puts every static dependency of a first-load module into the first-load chunk:
// through an index, a page would download each module the index names. Bundling the defining
// modules directly keeps what a page loads to what it uses, as Next.js's optimizePackageImports
// does for barrel files.
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Plugin } from "vite";

/** `export { a, b as c, type T } from "./module";` in an index file. */
const REEXPORT = /export\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)";/g;
/** `import { a, type B } from "~/features/name"` (or `…/index.server`) in app code. */
const FEATURE_IMPORT =
  /import\s*(type\s+)?\{([^}]*)\}\s*from\s*"~\/features\/([a-z0-9-]+)(\/index(?:\.server)?)?";/g;

interface Origin {
  module: string;
  name: string;
}

/** What an index re-exports: exported name → the module and name that define it. */
export function readIndex(source: string): Map<string, Origin> {
  const origins = new Map<string, Origin>();
  for (const [, names = "", module = ""] of source.matchAll(REEXPORT)) {
    for (const raw of names.split(",")) {
      const spec = raw.trim().replace(/^type\s+/, "");
      if (!spec) continue;
      const [name = "", exported = name] = spec.split(/\s+as\s+/);
      origins.set(exported.trim(), { module: module.slice(2), name: name.trim() });
    }
  }
  return origins;
}

/**
 * Rewrites the feature-index imports of one module's source to imports of the defining modules;
 * `indexOf(feature, entry)` gives an index's re-exports. Names an index does not re-export are
 * left on the index import (it defines them itself, or the build reports them missing).
 */
export function rewriteFeatureImports(
  code: string,
  indexOf: (feature: string, entry: string) => Map<string, Origin> | null,
): string {
  return code.replace(FEATURE_IMPORT, (whole, typeOnly = "", names = "", feature, entryPath) => {
    const entry = entryPath ? entryPath.slice(1) : "index";
    const origins = indexOf(feature, entry);
    if (!origins) return whole;
    const byModule = new Map<string, string[]>();
    const kept: string[] = [];
    for (const raw of names.split(",")) {
      const spec = raw.trim();
      if (!spec) continue;
      const isType = Boolean(typeOnly) || spec.startsWith("type ");
      const [imported = "", local = imported] = spec.replace(/^type\s+/, "").split(/\s+as\s+/);
      const origin = origins.get(imported.trim());
      if (!origin) {
        kept.push(spec);
        continue;
      }
      const renamed =
        origin.name === local.trim() ? origin.name : `${origin.name} as ${local.trim()}`;
      const list = byModule.get(origin.module) ?? [];
      list.push(`${isType ? "type " : ""}${renamed}`);
      byModule.set(origin.module, list);
    }
    const lines = [...byModule].map(
      ([module, specs]) => `import { ${specs.join(", ")} } from "~/features/${feature}/${module}";`,
    );
    if (kept.length > 0) {
      lines.push(
        `import ${typeOnly}{ ${kept.join(", ")} } from "~/features/${feature}${entryPath ?? ""}";`,
      );
    }
    return lines.join(" ");
  });
}

export function featureImportsPlugin(appDir = path.resolve("app")): Plugin {
  const cache = new Map<string, Map<string, Origin> | null>();
  const indexOf = (feature: string, entry: string) => {
    const file = path.join(appDir, "features", feature, `${entry}.ts`);
    if (!cache.has(file)) {
      try {
        cache.set(file, readIndex(readFileSync(file, "utf8")));
      } catch {
        cache.set(file, null);
      }
    }
    return cache.get(file) ?? null;
  };
  return {
    name: "randomly:feature-imports",
    enforce: "pre",
    // Index files change while the dev server runs: read them afresh on every change.
    handleHotUpdate() {
      cache.clear();
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(appDir) || !/\.tsx?$/.test(file)) return null;
      if (!code.includes("~/features/")) return null;
      const rewritten = rewriteFeatureImports(code, indexOf);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
