import { getGenerator } from "~/generators/catalogue";
import { getCategory } from "~/generators/categories";
import { fieldSpecs, inputFromParams, runGenerator, type InputProblem } from "~/generators/core/engine";
import { MAX_PERMALINK_TIME as MAX_TIME, parseSeed } from "~/generators/core/permalink";
import { cryptoRandom, seededRandom } from "~/generators/core/random";
import type { GeneratorPageData } from "~/generators/core/page-data";

/**
 * Runs a generator for its page from the URL: inputs, `seed`, `v` (algorithm version) and
 * `at` (time). Every bad parameter falls back to a default and is named in `problems`; only an
 * unknown generator returns null (a 404).
 */
export async function loadGeneratorPage(id: string, url: URL): Promise<GeneratorPageData | null> {
  const generator = getGenerator(id);
  if (!generator) return null;
  const params = url.searchParams;
  const { input, problems } = inputFromParams(generator, params);

  const seedResult = parseSeed(params.get("seed"));
  if (seedResult.error)
    problems.push({
      field: "seed",
      message: `${seedResult.error} The values below are not seeded.`,
    });
  const seed = seedResult.seed;

  let version = generator.version;
  const versionParam = params.get("v");
  if (seed !== null && versionParam !== null) {
    const asked = Number(versionParam);
    if (asked === generator.version || (Number.isInteger(asked) && generator.legacy?.[asked])) {
      version = asked;
    } else {
      problems.push({
        field: "v",
        message: `This link asks for ${describeVersion(versionParam)} of the generator, which does not exist; the current version ${generator.version} was used.`,
      });
    }
  }

  let at: number | null = null;
  if (generator.usesClock) {
    const atParam = params.get("at");
    const asked = atParam === null ? NaN : Number(atParam);
    if (atParam !== null && (!Number.isInteger(asked) || asked < 0 || asked > MAX_TIME)) {
      problems.push({
        field: "at",
        message: "The time in this link is not valid; the current time was used.",
      });
    }
    at = Number.isInteger(asked) && asked >= 0 && asked <= MAX_TIME ? asked : Date.now();
  }

  const random = seed === null ? cryptoRandom() : seededRandom(seed);
  const generation = await runGenerator(generator, random, input, {
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
    run: { input, generation, seed, version, at },
    problems: problems satisfies InputProblem[],
  };
}

/** How a message names the version a link asked for: short, and never an empty gap. */
function describeVersion(param: string): string {
  const asked = param.trim();
  if (!asked) return "an empty version";
  return `version ${asked.length > 40 ? `${asked.slice(0, 40)}…` : asked}`;
}
