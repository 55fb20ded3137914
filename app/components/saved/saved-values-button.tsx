import { Bookmark } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

import { useSavedValues, useSavedValuesSync } from "~/lib/saved-values";
import { useHydrated } from "~/lib/use-hydrated";

const SavedValuesPanel = lazy(() => import("~/components/saved/saved-values-panel"));

/** The floating round button with the saved-values count; the panel loads on first open. */
export function SavedValuesButton() {
  const { notes } = useSavedValues();
  const { status, retry } = useSavedValuesSync();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      {/* Signed-in only: says when changes wait for the account, without blocking anything. */}
      <div
        role="status"
        className="fixed right-20 bottom-5 z-40 max-w-xs empty:hidden"
        data-testid="saved-values-sync"
      >
        {status?.message ? (
          <div className="rounded-lg border border-border bg-card p-3 text-sm shadow-lg">
            <p>{status.message}</p>
            {status.state === "pending" ? (
              <button type="button" className="btn btn-ghost mt-2" onClick={retry}>
                Retry now
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <button
        ref={button}
        type="button"
        // The visible count is part of the name too (WCAG 2.5.3, label in name).
        aria-label={notes.length > 0 ? `View saved values: ${notes.length}` : "View saved values"}
        // The panel needs JavaScript: not clickable until the page is interactive.
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={loaded ? "saved-values-panel" : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg hover:brightness-110"
      >
        <Bookmark aria-hidden="true" className="size-6" />
        {notes.length > 0 ? (
          <span
            data-testid="saved-count"
            className="absolute -top-1 -right-1 min-w-6 rounded-full border-2 border-bg bg-fg px-1.5 text-center text-xs leading-5 font-semibold text-bg"
          >
            {notes.length}
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SavedValuesPanel
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
            toggleButton={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
