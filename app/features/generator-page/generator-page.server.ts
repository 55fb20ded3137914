import { getCategory } from "~/engine/categories";
import { fieldSpecs } from "~/engine/core/engine";
import type { GeneratorPageData } from "~/engine/core/page-data";
import { loadGenerator } from "~/engine/load-generator";
import { RUN_PARAMETERS } from "~/engine/core/run-parameters";
import { executeRun, readRunLeniently } from "~/engine/core/execute-run";

/** The parameters of a permalink that are not settings: a secret's page reads none of them. */
const PERMALINK_FIELDS = new Set<string>(RUN_PARAMETERS);

/**
 * Runs a generator for its page from the URL: inputs, `seed`, `v` (algorithm version) and
 * `at` (time). Every bad parameter falls back to a default and is named in `problems`; only an
 * unknown generator returns null (a 404).
 */
export async function loadGeneratorPage(id: string, url: URL): Promise<GeneratorPageData | null> {
  const generator = await loadGenerator(id);
  if (!generator) return null;
  const now = Date.now();
  const { request, problems } = readRunLeniently(generator, url.searchParams, now);
  const category = getCategory(generator.category);
  const secret = Boolean(generator.secret);
  // A secret generator's page is never rendered with a value: the browser makes its values.
  // Only the settings count; a link's seed is kept aside for the page to warn about.
  const run = secret ? null : await executeRun(generator, request, now);
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
      secret,
      fields: fieldSpecs(generator),
    },
    run: run && { ...run, seedOrigin: request.seed === null ? "fresh" : "link" },
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
