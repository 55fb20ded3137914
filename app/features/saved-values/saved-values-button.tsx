import Bookmark from "lucide/dist/esm/icons/bookmark.mjs";
import { lazy, Suspense, useRef, useState } from "react";

import { Icon } from "~/ui/icon";
import { useClearOfControls } from "./clear-of-controls";
import { useSavedValues, useSavedValuesSync } from "./use-saved-values";
import { useHydrated } from "~/utils/use-hydrated";

const SavedValuesPanel = lazy(() => import("./saved-values-panel"));

/** The floating round button with the saved-values count; the panel loads on first open. */
export function SavedValuesButton() {
  const { notes } = useSavedValues();
  const { status, retry } = useSavedValuesSync();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const badge = useRef<HTMLSpanElement>(null);
  const syncStatus = useRef<HTMLDivElement>(null);
  const lift = useClearOfControls(button, [badge, syncStatus]);
  const lifted =
    lift.up || lift.left ? { transform: `translate(${-lift.left}px, ${-lift.up}px)` } : undefined;

  return (
    <>
      {/* Signed-in only: says when changes wait for the account, without blocking anything. */}
      <div
        ref={syncStatus}
        role="status"
        className="fixed right-20 bottom-5 z-40 max-w-xs empty:hidden"
        data-testid="saved-values-sync"
      >
        {status?.message ? (
          <div className="rounded-lg border border-border bg-card p-3 text-sm shadow-lg">
            <p>{status.message}</p>
            {status.state === "pending" || status.state === "stopped" ? (
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
        // The spec's label exactly; the count badge outside the button is its description.
        aria-label="View saved values"
        aria-describedby={notes.length > 0 ? "saved-count-description" : undefined}
        // The panel needs JavaScript: not clickable until the page is interactive.
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={loaded ? "saved-values-panel" : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent text-accent-fg shadow-lg hover:brightness-110 motion-safe:transition-transform"
        style={lifted}
      >
        <Icon icon={Bookmark} className="size-6" />
      </button>
      {notes.length > 0 ? (
        // A sibling, not a child: the button's visible label stays the icon alone (WCAG 2.5.3),
        // and screen readers hear "View saved values, button, 3 saved" once, not a stray "3".
        <>
          <span
            ref={badge}
            data-testid="saved-count"
            aria-hidden="true"
            className="pointer-events-none fixed right-3 bottom-13 z-40 min-w-6 rounded-full border-2 border-bg bg-fg px-1.5 text-center text-xs leading-5 font-semibold text-bg motion-safe:transition-transform"
            style={lifted}
          >
            {notes.length}
          </span>
          {/* Hidden, yet read as the button's description through aria-describedby. */}
          <span id="saved-count-description" hidden>
            {notes.length} saved
          </span>
        </>
      ) : null}
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
