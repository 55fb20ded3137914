import { GENERATOR_INDEX, type GeneratorEntry } from "./catalogue";
import { GENERATOR_DESCRIPTIONS } from "./registry/descriptions.generated";

// Generators as server-rendered lists show them: the index entry plus its description, which
// the browser never downloads separately (it arrives in the page's HTML and data).

/** A generator as lists and cards show it. */
export interface GeneratorSummary extends GeneratorEntry {
  description: string;
}

/** Every generator with its description, by id. */
export const GENERATOR_SUMMARIES: readonly GeneratorSummary[] = GENERATOR_INDEX.map((entry) => ({
  ...entry,
  description: GENERATOR_DESCRIPTIONS[entry.id] ?? "",
}));

const byId = new Map(GENERATOR_SUMMARIES.map((summary) => [summary.id, summary]));

/** The generator at /{id} as lists show it, if there is one. */
export function getGeneratorSummary(id: string): GeneratorSummary | undefined {
  return byId.get(id);
}
