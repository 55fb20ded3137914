import type { FieldSpec } from "../../app/engine/core/field-kinds";
import { fieldSpecs } from "../../app/engine/core/engine";
import { loadAllGenerators } from "../../app/engine/load-generator";

// Browser sweeps visit one page of each type rather than every page: the request-level pass
// (tests/e2e/sitemap.spec.ts) covers every page of the sitemap.

/** One generator of each way of drawing a result (app/features/generator-page/renderers). */
export const EVERY_VIEW = [
  "random-number",
  "dice-roller",
  "playing-cards",
  "coin-flip",
  "random-hex-color",
  "color-palette",
  "team-generator",
  "bingo-card",
  "password-generator",
  "yes-or-no",
  "magic-8-ball",
  "shade-scale",
] as const;

/** What decides a generator page's form: the kinds of its fields, and which fold away. */
const formShape = (specs: FieldSpec[]) =>
  [...new Set(specs.map((spec) => `${spec.kind}${spec.advanced ? "+" : ""}`))].sort().join(",");

const longest = <T>(items: readonly T[], length: (item: T) => number) =>
  items.reduce((best, item) => (length(item) > length(best) ? item : best));

/**
 * Generators that stand for every generator page's layout: one of each way of drawing a result,
 * the first with each set of field kinds, and those with the longest title, description, field label and
 * select option (the texts most likely to push a narrow screen sideways).
 */
export async function representativeGenerators(): Promise<string[]> {
  const generators = await loadAllGenerators();
  const byShape = new Map<string, string>();
  for (const generator of generators) {
    const shape = formShape(fieldSpecs(generator));
    if (!byShape.has(shape)) byShape.set(shape, generator.id);
  }
  const labels = generators.flatMap((generator) =>
    fieldSpecs(generator).map((spec) => ({ id: generator.id, spec })),
  );
  const options = labels.flatMap(({ id, spec }) =>
    spec.kind === "select" ? spec.options.map((option) => ({ id, text: option.label })) : [],
  );
  return [
    ...new Set([
      ...EVERY_VIEW,
      ...byShape.values(),
      longest(generators, (g) => g.title.length).id,
      longest(generators, (g) => g.description.length).id,
      longest(labels, ({ spec }) => spec.label.length).id,
      longest(options, ({ text }) => text.length).id,
    ]),
  ].sort();
}
