import { runAddress } from "~/features/api/index.server";
import { getCategory } from "~/engine/categories";
import { fieldSpecs, runGenerator, type AnyGenerator } from "~/engine/core/engine";
import { loadGenerator } from "~/engine/load-generator";
import { fieldDefault, fieldKind, fieldLimits } from "./field-reference";
import { runSearchParams } from "~/engine/core/permalink";
import { seededRandom } from "~/engine/core/random";
import { defaultInput, permalinkTraits } from "~/engine/core/read-run";

/** The seed of every example in the generator reference. */
export const DOCS_EXAMPLE_SEED = "docs-example";
/** The clock of the examples of generators that read it: 2025-01-01T12:00:00.000Z. */
export const DOCS_EXAMPLE_NOW = Date.UTC(2025, 0, 1, 12, 0, 0);

/** A seeded run with the default settings, exactly as the engine produced it. */
export interface DocsExample {
  seed: string;
  version: number;
  /** The run's clock (ms since 1970) for generators that read it; null for the others. */
  at: number | null;
  input: Record<string, unknown>;
  /** What the run shows: each value's text (and colour swatches), its summary and notes. */
  values: { text: string; swatches?: readonly string[] }[];
  summary?: string;
  notes?: string[];
  /** The generator page's address that reproduces these values. */
  permalink: string;
  /** The API address (path and query) that answers these values as JSON. */
  apiPath: string;
}

/** The default input, the seed and the time an example uses for this generator. */
export function docsExampleRun(generator: AnyGenerator) {
  return {
    input: defaultInput(generator),
    seed: DOCS_EXAMPLE_SEED,
    version: generator.version,
    at: generator.usesClock ? DOCS_EXAMPLE_NOW : null,
  };
}

/** Runs the generator's example through the engine and builds its permalink. */
export async function docsExample(generator: AnyGenerator): Promise<DocsExample> {
  const { input, seed, version, at } = docsExampleRun(generator);
  const { values, summary, notes } = await runGenerator(generator, seededRandom(seed), input, {
    now: at ?? DOCS_EXAMPLE_NOW,
    version,
  });
  const query = runSearchParams(fieldSpecs(generator), input, { seed, version, at });
  return {
    seed,
    version,
    at,
    input,
    values: values.map(({ text, swatches }) => (swatches ? { text, swatches } : { text })),
    summary,
    notes,
    permalink: `/${generator.id}?${query}`,
    apiPath: `${runAddress(generator.id)}?${query}`,
  };
}

/** One input as the reference describes it, all as text (no schema reaches the browser). */
export interface FieldReference {
  /** The URL parameter that carries it. */
  name: string;
  label: string;
  kind: string;
  defaultText: string;
  limits: string;
  help?: string;
}

/** Everything a generator's reference page shows. */
export interface GeneratorReference {
  id: string;
  title: string;
  iconText?: string;
  description: string;
  category: { id: string; title: string };
  algorithm: string;
  version: number;
  /** Older algorithm versions whose permalinks still reproduce. */
  legacyVersions: readonly number[];
  usesClock: boolean;
  /** Its values are secrets: its page makes them in the browser only, never from a seed. */
  secret: boolean;
  fields: FieldReference[];
  example: DocsExample;
}

/** The reference of the generator with this id, or null when there is none. */
export async function generatorReference(id: string): Promise<GeneratorReference | null> {
  const generator = await loadGenerator(id);
  if (!generator) return null;
  return {
    id: generator.id,
    title: generator.title,
    iconText: generator.iconText,
    description: generator.description,
    category: {
      id: generator.category,
      title: getCategory(generator.category)?.title ?? generator.category,
    },
    algorithm: generator.algorithm,
    ...permalinkTraits(generator),
    secret: Boolean(generator.secret),
    fields: fieldSpecs(generator).map((spec) => ({
      name: spec.name,
      label: spec.label,
      kind: fieldKind(spec),
      defaultText: fieldDefault(spec),
      limits: fieldLimits(spec),
      help: spec.help,
    })),
    example: await docsExample(generator),
  };
}
