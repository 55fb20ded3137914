import type { ReactNode } from "react";

import type { GeneratedValue } from "~/engine/core/engine";

import { BingoView } from "./bingo-view";
import { CardsView } from "./cards-view";
import { CoinView } from "./coin-view";
import { ColoursView } from "./colours-view";
import { DiceView } from "./dice-view";
import type { ViewProps } from "./item";
import { NumericSummary } from "./numeric-summary";
import { extrasOf, pickView, revealOf, type ViewKind } from "./pick-view";
import { StrengthMeter } from "./strength-meter";
import { TeamsView } from "./teams-view";

// The ways of drawing a run that suit its values (a lazy chunk, loaded with the engine): dice as
// faces, cards as cards, a coin, colour swatches, teams in columns, a bingo grid; and what helps
// read a run: a password's strength, a numeric run's summary and histogram.

export { pickView, revealOf, type ViewKind };

const VIEWS: Readonly<Record<ViewKind, (props: ViewProps) => ReactNode>> = {
  dice: DiceView,
  cards: CardsView,
  coin: CoinView,
  colours: ColoursView,
  teams: TeamsView,
  bingo: BingoView,
};

/** Draws a run with the view its data calls for. */
export function RunView({ kind, ...props }: ViewProps & { kind: ViewKind }) {
  const View = VIEWS[kind];
  return <View {...props} />;
}

/**
 * A run as its view draws it: what the server renders for the run a page arrives with when a view
 * suits it (drawnParts), and what takes its place once this chunk is in the browser.
 */
export function DrawnValues(props: ViewProps) {
  const kind = pickView(props);
  return kind ? <RunView kind={kind} {...props} /> : null;
}

/** What helps read a run beside its values: a strength meter, a numeric summary. */
export function RunExtras({ values }: { values: readonly GeneratedValue[] }) {
  const { bits, numbers } = extrasOf(values);
  if (bits === null && numbers === null) return null;
  return (
    <div className="flex flex-col gap-3">
      {bits !== null ? <StrengthMeter bits={bits} /> : null}
      {numbers !== null ? <NumericSummary numbers={numbers} /> : null}
    </div>
  );
}
