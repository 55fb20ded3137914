import { Bookmark } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

import { useSavedValues } from "~/lib/saved-values";

const SavedValuesPanel = lazy(() => import("~/components/saved/saved-values-panel"));

/** The floating round button with the saved-values count; the panel loads on first open. */
export function SavedValuesButton() {
  const { notes } = useSavedValues();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="View saved values"
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
