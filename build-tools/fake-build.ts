import type { ReportedChunk } from "./chunk-report";

/** A chunk of a made-up browser build, for the build tools' tests. */
export const chunk = (
  file: string,
  modules: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
) => ({ file, modules, moduleBytes: {}, imports, dynamicImports }) satisfies ReportedChunk;
