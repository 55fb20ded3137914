import { getCategory } from "~/generators/categories";
import { fieldSpecs } from "~/generators/core/engine";
import type { GeneratorPageData } from "~/generators/core/page-data";
import { loadGenerator } from "~/generators/load-generator";
import { executeRun, readRunLeniently } from "~/lib/generator-run.server";

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
  const run = await executeRun(generator, request, now);
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
      fields: fieldSpecs(generator),
    },
    run: { ...run, seedOrigin: request.seed === null ? "fresh" : "link" },
    problems,
  };
}
