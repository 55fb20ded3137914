import { lazy, memo, Suspense, useState } from "react";

import type { WheelEntry } from "~/engine/shared/wheel";

import type { SliceEditorProps } from "./slice-editor";

const SliceEditor = lazy(() => import("./slice-editor"));

/** What the slice editor's controls do; kept stable by the page, so lists do not redraw. */
export interface EntryActions {
  toggleHidden: (name: string) => void;
  setColour: (name: string, colour: string) => void;
  setImage: (name: string, file: File | null) => void;
}

/** Every entry, beside the wheel; memoised, as a list of 1,000 must not redraw per keystroke. */
export const EntriesList = memo(function EntriesList({
  entries,
  winners,
  resting,
  hidden,
}: {
  entries: readonly WheelEntry[];
  /** The places in `entries` of this spin's winners. */
  winners: ReadonlySet<number>;
  resting: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
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
      {entries.map((entry, index) => {
        const isHidden = hidden.has(entry.name);
        const won = winners.has(index);
        return (
          <li
            key={index}
            aria-current={won ? "true" : undefined}
            className={`flex justify-between gap-2 rounded px-2 py-0.5 ${won ? "bg-accent font-semibold text-accent-fg" : ""}`}
          >
            <span className={`break-words ${isHidden ? "text-muted-fg" : ""}`}>
              {isHidden ? <s>{entry.name}</s> : entry.name}
              {isHidden ? <span className="text-muted-fg"> (hidden)</span> : null}
              {resting.has(entry.name) ? (
                <span className="text-muted-fg"> (won this round)</span>
              ) : null}
            </span>
            {entry.weight === 1 ? null : (
              <span className="shrink-0 tabular-nums text-muted-fg">×{entry.weight}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
});

/** A button that opens each entry's own settings (hide, colour, picture) below the list. */
export function SliceSettings(props: SliceEditorProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2">
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={open ? "slice-editor" : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        Hide, colour or add a picture per entry
      </button>
      {open ? (
        <Suspense fallback={<p className="text-sm text-muted-fg">Loading…</p>}>
          <SliceEditor {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
