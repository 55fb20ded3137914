import { useState } from "react";

import { island } from "~/ui/island";
import { useHydrated } from "~/utils/use-hydrated";

import type { GeneratedValue } from "~/engine/core/engine";
import type { GeneratorRun } from "~/engine/core/page-data";

import type { ViewKind } from "./renderers";
import { ResultList } from "./result-list";
import type { Renderers } from "./use-renderers";
import { ValueActions, type ValueSource } from "./value-actions";

/**
 * The run a page arrives with, drawn by its view (dice, cards…) on the server: an island, so a
 * visit that only looks keeps the server's picture and never fetches the views' code (issue 29.2).
 * The value buttons inside come with it.
 */
const ServerDrawnValues = island("drawn-values", () =>
  Promise.all([import("./renderers"), ValueActions.preload()]).then(
    ([module]) => module.DrawnValues,
  ),
);

/** What helps read the run a page arrives with (a strength meter, a summary), in the same way. */
const ServerDrawnExtras = island("drawn-extras", () =>
  import("./renderers").then((module) => module.RunExtras),
);

/**
 * Whether these values are still the ones the page arrived with, in the server's HTML: true on
 * the server and in the browser for the part that hydrated them, until they change.
 */
function useArrivedWith(values: readonly GeneratedValue[]): boolean {
  const hydrated = useHydrated();
  const [arrived] = useState(() => (hydrated ? null : values));
  return arrived === values;
}

interface RunValuesProps {
  /** The loaded views and the one this run calls for; null to show it as a list. */
  views: { renderers: Renderers; kind: ViewKind } | null;
  /** Whether a view draws the run the page arrived with (drawnParts). */
  drawnOnArrival: boolean;
  values: GeneratorRun["generation"]["values"];
  source: ValueSource;
  /** The list's accessible name, on a page of several runs. */
  label?: string;
}

/** A run's values drawn as what they are (dice, cards…) when their view is here, else as a list. */
export function RunValues({ views, drawnOnArrival, values, source, label }: RunValuesProps) {
  const arrived = useArrivedWith(values);
  if (drawnOnArrival && arrived) {
    return <ServerDrawnValues values={values} source={source} label={label} />;
  }
  return views ? (
    <views.renderers.RunView kind={views.kind} values={values} source={source} label={label} />
  ) : (
    <ResultList {...source} values={values} label={label} />
  );
}

/** A run's strength meter or summary, once the views' code is here (drawn by the server first). */
export function RunExtras({
  renderers,
  drawnOnArrival,
  values,
}: {
  renderers: Renderers | null;
  drawnOnArrival: boolean;
  values: readonly GeneratedValue[];
}) {
  const arrived = useArrivedWith(values);
  if (drawnOnArrival && arrived) return <ServerDrawnExtras values={values} />;
  return renderers ? <renderers.RunExtras values={values} /> : null;
}
