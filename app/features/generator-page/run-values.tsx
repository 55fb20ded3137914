import type { GeneratorRun } from "~/engine/core/page-data";

import type { ViewKind } from "./renderers";
import { ResultList } from "./result-list";
import type { Renderers } from "./use-renderers";
import type { ValueSource } from "./value-actions";

interface RunValuesProps {
  /** The loaded views and the one this run calls for; null to show it as a list. */
  views: { renderers: Renderers; kind: ViewKind } | null;
  values: GeneratorRun["generation"]["values"];
  source: ValueSource;
  /** The list's accessible name, on a page of several runs. */
  label?: string;
}

/** A run's values drawn as what they are (dice, cards…) when their view is here, else as a list. */
export function RunValues({ views, values, source, label }: RunValuesProps) {
  return views ? (
    <views.renderers.RunView kind={views.kind} values={values} source={source} label={label} />
  ) : (
    <ResultList {...source} values={values} label={label} />
  );
}
