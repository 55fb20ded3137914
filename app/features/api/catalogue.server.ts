import { API_BASE } from "./endpoint-table.server";
import { inputsJsonSchema } from "./input-schema.server";
import type { ApiCatalogue, ApiGenerator } from "./schemas.server";
import { CATEGORIES } from "~/engine/categories";
import { type AnyGenerator } from "~/engine/core/engine";
import { loadAllGenerators } from "~/engine/load-generator";
import { permalinkTraits } from "~/engine/core/read-run";

// What GET /api/v1/generators lists: every generator of the registry with its inputs as JSON
// Schema, and the categories. Nothing here is written per generator: it all comes from the
// definitions, as the pages and the docs do.

/** The API address that runs a generator. */
export const runAddress = (id: string) => `${API_BASE}/generators/${id}`;

/** A generator as the API lists it, with absolute links on `origin`. */
export function apiGenerator(generator: AnyGenerator, origin: string): ApiGenerator {
  return {
    id: generator.id,
    title: generator.title,
    category: generator.category,
    description: generator.description,
    version: generator.version,
    legacyVersions: [...permalinkTraits(generator).legacyVersions],
    usesClock: Boolean(generator.usesClock),
    secret: Boolean(generator.secret),
    links: {
      api: `${origin}${runAddress(generator.id)}`,
      page: `${origin}/${generator.id}`,
      docs: `${origin}/docs/generators/${generator.id}`,
    },
    inputs: inputsJsonSchema(generator),
  };
}

let catalogue: Promise<AnyGenerator[]> | null = null;

/** Every generator, loaded once per isolate (the registry does not change while it runs). */
export function allGenerators(): Promise<AnyGenerator[]> {
  catalogue ??= loadAllGenerators();
  catalogue.catch(() => (catalogue = null));
  return catalogue;
}

/** The whole catalogue, as GET /api/v1/generators answers it. */
export async function apiCatalogue(origin: string): Promise<ApiCatalogue> {
  const generators = await allGenerators();
  return {
    generators: generators.map((generator) => apiGenerator(generator, origin)),
    categories: CATEGORIES.map(({ id, title, description }) => ({
      id,
      title,
      description,
      generators: generators.filter((generator) => generator.category === id).length,
    })),
  };
}
