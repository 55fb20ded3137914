import type { GeneratorRun } from "~/engine/core/page-data";

import { RunValues } from "./run-values";
import { useRenderers } from "./use-renderers";
import type { ValueSource } from "./value-actions";

/**
 * One run among several on a page (a pack's generators): drawn with the same views as a
 * generator page, with its own accessible name.
 */
export function DrawnRun({
  generation,
  drawnOnArrival,
  source,
  label,
}: {
  generation: GeneratorRun["generation"];
  /** Whether a view draws the run (drawnParts): the server draws it, the browser keeps that. */
  drawnOnArrival: boolean;
  source: ValueSource;
  label: string;
}) {
  const renderers = useRenderers();
  const kind = renderers ? renderers.pickView(generation) : null;
  return (
    <RunValues
      views={renderers && kind ? { renderers, kind } : null}
      drawnOnArrival={drawnOnArrival}
      values={generation.values}
      source={source}
      label={label}
    />
  );
}
