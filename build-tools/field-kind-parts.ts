// A Vite plugin for the browser build: the schema registry (app/engine/core/fields.ts) imports
// each field kind module under a module id of its own. A kind module exports one part per name
// (URL form, schema, docs text, …); the generator page's first load uses the URL forms and the
// engine's lazy chunk the schemas. Rollup drops unused exports but puts a whole module in one
// chunk, so a kind module used by both would carry its schema (and zod's import) into the first
// load. Imported as two modules, each copy keeps only the parts its chunk uses. The modules
// hold no state, so two copies behave as one.
import type { Plugin } from "vite";

/** The importer whose kind modules become copies of their own: the schemas' registry. */
const SCHEMA_REGISTRY = /\/app\/engine\/core\/fields\.ts$/;
/** A kind module as the registry imports it. */
const KIND_MODULE = /^\.\/field-kinds\/[a-z]+$/;
/** The query that names the schema registry's copy of a kind module. */
export const SCHEMA_COPY = "?schema-part";

export function fieldKindPartsPlugin(): Plugin {
  return {
    name: "field-kind-parts",
    enforce: "pre",
    // The browser build only: the server bundle has no first load to keep small.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async resolveId(source, importer, options) {
      if (!importer || !SCHEMA_REGISTRY.test(importer) || !KIND_MODULE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${resolved.id}${SCHEMA_COPY}` : null;
    },
  };
}
