import type { GeneratorRun } from "~/engine/core/page-data";

import { RunValues } from "./run-values";
import { useRenderers } from "./use-renderers";
import type { ValueSource } from "./value-actions";

/**
 * One run among several on a page (a pack's generators): drawn with the same views as a
 * generator page once they have loaded, with its own accessible name.
 */
export function DrawnRun({
  generation,
  needsViews,
  source,
  label,
}: {
  generation: GeneratorRun["generation"];
  /** Whether the run is drawn by a view or read with a summary (see needsRenderers). */
  needsViews: boolean;
  source: ValueSource;
  label: string;
}) {
  const renderers = useRenderers(needsViews);
  const kind = renderers ? renderers.pickView(generation) : null;
  return (
    <RunValues
      views={renderers && kind ? { renderers, kind } : null}
      values={generation.values}
      source={source}
      label={label}
    />
  );
}
