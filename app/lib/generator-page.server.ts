import { getCategory } from "~/generators/categories";
import {
  fieldSpecs,
  inputFromParams,
  permalinkTraits,
  runGenerator,
  runPath,
} from "~/generators/core/engine";
import { readPermalink } from "~/generators/core/permalink";
import { FRESH_SEED_LENGTH } from "~/generators/core/seed";
import { newSeed, seededRandom } from "~/generators/core/random";
import type { GeneratorPageData } from "~/generators/core/page-data";
import { loadGenerator } from "~/generators/load-generator";

/**
 * Runs a generator for its page from the URL: inputs, `seed`, `v` (algorithm version) and
 * `at` (time). Every bad parameter falls back to a default and is named in `problems`; only an
 * unknown generator returns null (a 404).
 */
export async function loadGeneratorPage(id: string, url: URL): Promise<GeneratorPageData | null> {
  const generator = await loadGenerator(id);
  if (!generator) return null;
  const params = url.searchParams;
  const link = readPermalink(params, permalinkTraits(generator), Date.now());
  const { version, at } = link;
  const { input, problems } = inputFromParams(generator, params, { version });

  // A page opened without a seed still draws from a fresh one, so its values can be shared.
  const seed = link.seed ?? newSeed(undefined, FRESH_SEED_LENGTH);
  const generation = await runGenerator(generator, seededRandom(seed), input, {
    now: at ?? Date.now(),
    version,
  });
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
    run: {
      input,
      generation,
      seed,
      seedOrigin: link.seed === null ? "fresh" : "link",
      version,
      at,
      path: runPath(generator, { input, seed, version, at }),
    },
    problems: [...problems, ...link.problems],
  };
}
