/**
 * Names a minified browser-build frame (`Za (components-5oA1o55_.js:1)`) by its source, through
 * the hidden source maps a build made with `BUILD_SOURCEMAPS=hidden` writes beside its scripts
 * (vite.config.ts): `beginWork (react-dom/cjs/react-dom.production.min.js)`,
 * `ResultStage (app/features/generator-page/result-stage.tsx:63)`. Used by
 * `npm run bench:hydration` to say which of the site's functions a long task ran.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";

import { ROOT } from "./support";

const ASSETS = path.join(ROOT, "build", "client", "assets");

/** Where a function of the browser build came from. */
export interface SourceFrame {
  /** The source's name for the function, or the minified one when the map has none. */
  name: string;
  /** The source file, relative to the project (`app/...`, or a package's path without node_modules). */
  source: string;
  line: number;
  /** Whether the source is the site's own code (under app/), not a dependency's. */
  own: boolean;
}

const maps = new Map<string, TraceMap | null>();

function mapOf(file: string): TraceMap | null {
  if (!maps.has(file)) {
    const mapPath = path.join(ASSETS, `${file}.map`);
    maps.set(
      file,
      existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, "utf8"), mapPath) : null,
    );
  }
  return maps.get(file) ?? null;
}

/** Whether the build being profiled has the source maps to name its functions. */
export function buildHasSourceMaps(scriptFile: string): boolean {
  return mapOf(scriptFile) !== null;
}

/**
 * The source of the function that starts at `line`/`column` (zero-based, as a CPU profile's
 * call frames give them) in the build's script `url`; null for a script without a map.
 */
export function sourceFrame(
  url: string,
  line: number,
  column: number,
  minifiedName: string,
): SourceFrame | null {
  const file = url.split("/").at(-1)?.split("?")[0] ?? "";
  const map = file.endsWith(".js") ? mapOf(file) : null;
  if (!map) return null;
  const found = originalPositionFor(map, { line: line + 1, column });
  if (!found.source) return null;
  const relative = path.relative(ROOT, path.resolve(ASSETS, found.source));
  const source = relative.replace(/^.*node_modules\//, "");
  return {
    name: found.name || minifiedName || "(anonymous)",
    source,
    line: found.line ?? 0,
    own: relative.startsWith("app/"),
  };
}
