import { memo } from "react";

import type { WheelEntry } from "~/engine/shared/wheel";

/** Every entry, beside the wheel; memoised, as a list of 1,000 must not redraw per keystroke. */
export const EntriesList = memo(function EntriesList({
  entries,
  winnerIndex,
  resting,
}: {
  entries: readonly WheelEntry[];
  winnerIndex: number;
  resting: ReadonlySet<string>;
}) {
  return (
    // A box that scrolls must be reachable by keyboard (WCAG 2.1.1).
    <ol
      className="mt-2 max-h-72 overflow-auto rounded-md border border-border p-2 text-sm"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
      tabIndex={0}
      aria-label="Every entry on the wheel"
      data-testid="wheel-entries"
    >
      {entries.map((entry, index) => (
        <li
          key={index}
          aria-current={index === winnerIndex ? "true" : undefined}
          className={`flex justify-between gap-2 rounded px-2 py-0.5 ${index === winnerIndex ? "bg-accent font-semibold text-accent-fg" : ""}`}
        >
          <span className="break-words">
            {entry.name}
            {resting.has(entry.name) ? (
              <span className="text-muted-fg"> (won this round)</span>
            ) : null}
          </span>
          {entry.weight === 1 ? null : (
            <span className="shrink-0 tabular-nums text-muted-fg">×{entry.weight}</span>
          )}
        </li>
      ))}
    </ol>
  );
});
