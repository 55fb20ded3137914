import { getCategory } from "~/engine/categories";
import { fieldSpecs, type AnyGenerator } from "~/engine/core/engine";
import type { GeneratorPageData } from "~/engine/core/page-data";
import { RUN_PARAMETERS } from "~/engine/core/run-parameters";
import { executeRun } from "~/engine/core/execute-run";
import { readRunLeniently } from "~/engine/core/read-run";

import { drawnParts } from "./renderers/pick-view";

/** The parameters of a permalink that are not settings: a secret's page reads none of them. */
const PERMALINK_FIELDS = new Set<string>(RUN_PARAMETERS);

/**
 * A generator's page for a URL query: inputs, `seed`, `v` (algorithm version) and `at` (time).
 * Every bad parameter falls back to a default and is named in `problems`. The server renders
 * pages from it; the browser makes it again for an address a kept copy was not made for.
 */
export async function generatorPageData(
  generator: AnyGenerator,
  params: URLSearchParams,
): Promise<GeneratorPageData> {
  const category = getCategory(generator.category);
  return {
    generator: {
      id: generator.id,
      title: generator.title,
      category: generator.category,
      categoryTitle: category?.title ?? generator.category,
      iconText: generator.iconText,
      description: generator.description,
      version: generator.version,
      usesClock: Boolean(generator.usesClock),
      secret: Boolean(generator.secret),
      fields: fieldSpecs(generator),
    },
    ...(await pageRun(generator, params)),
  };
}

/** The part of a generator's page its URL query decides: the run, the settings, the problems. */
export type PageRun = Omit<GeneratorPageData, "generator" | "query">;

/** The run, settings and problems of a generator's page for a URL query. */
export async function pageRun(generator: AnyGenerator, params: URLSearchParams): Promise<PageRun> {
  const now = Date.now();
  const { request, problems } = readRunLeniently(generator, params, now);
  const secret = Boolean(generator.secret);
  // A secret generator's page is never rendered with a value: the browser makes its values.
  // Only the settings count; a link's seed is kept aside for the page to warn about.
  const run = secret ? null : await executeRun(generator, request, now);
  return {
    run: run && { ...run, seedOrigin: request.seed === null ? "fresh" : "link" },
    runDrawn: drawnParts(run?.generation),
    input: request.input,
    sharedSecretLink:
      secret && request.seed !== null
        ? { seed: request.seed, version: request.version, at: request.at }
        : null,
    problems: secret
      ? problems.filter(({ field }) => !PERMALINK_FIELDS.has(field ?? ""))
      : problems,
  };
}
