import { inputFromForm, runGenerator, type InputProblem } from "~/generators/core/engine";
import { parseSeed } from "~/generators/core/permalink";
import { cryptoRandom, newSeed, seededRandom } from "~/generators/core/random";
import type { GeneratorRun } from "~/generators/core/page-data";
import { loadDefinition } from "~/generators/load-definition";

// Loaded on demand by the generator page (a separate chunk with the engine and its schemas),
// so the first page load carries none of it.

export type BrowserGeneration =
  { ok: true; run: GeneratorRun } | { ok: false; problems: InputProblem[] };

/**
 * Validates the submitted form and generates in the browser: with the seed when one is given
 * (reproducible), otherwise with the cryptographic source.
 */
export async function generateInBrowser(
  { id, category }: { id: string; category: string },
  params: URLSearchParams,
  { seed: forcedSeed }: { seed?: string } = {},
): Promise<BrowserGeneration> {
  const generator = await loadDefinition(category, id);
  if (!generator) return { ok: false, problems: [{ message: "This generator no longer exists." }] };
  const validation = inputFromForm(generator, params);
  const seedResult = parseSeed(forcedSeed ?? params.get("seed"));
  const problems = validation.ok ? [] : [...validation.problems];
  if (seedResult.error) problems.push({ field: "seed", message: seedResult.error });
  if (!validation.ok || problems.length > 0) return { ok: false, problems };

  const seed = seedResult.seed;
  const at = generator.usesClock ? Date.now() : null;
  const random = seed === null ? cryptoRandom() : seededRandom(seed);
  const generation = await runGenerator(generator, random, validation.input, {
    now: at ?? Date.now(),
  });
  return {
    ok: true,
    run: { input: validation.input, generation, seed, version: generator.version, at },
  };
}

export { newSeed };
