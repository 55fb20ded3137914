import ChevronDown from "lucide/dist/esm/icons/chevron-down.mjs";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Icon } from "~/ui/icon";

/** The menu's contents and the metadata index they read: loaded when the menu is about to open. */
const loadPanel = () => import("./generators-menu-panel");
const GeneratorsMenuPanel = lazy(loadPanel);

/**
 * The header's generators menu: its button and open state. The contents (every generator by
 * category) load when the pointer or focus reaches the button, so they are there on open.
 */
export function GeneratorsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const load = () => void loadPanel().catch(() => {});

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Generators by category"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen((value) => !value);
        }}
        className="rounded-md p-1.5 text-muted-fg hover:bg-muted"
      >
        <Icon icon={ChevronDown} className={`size-4 ${open ? "rotate-180" : ""}`} />
      </button>
      {open ? (
        // Choosing any link in the menu closes it.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a")) setOpen(false);
          }}
          id={panelId}
          // Fixed under the header and centred in the window, so it never leaves the viewport
          // whatever the width (the chevron sits near the left edge).
          className="fixed inset-x-4 top-14 z-50 mx-auto max-h-[70vh] max-w-[56rem] overflow-y-auto rounded-lg border border-border bg-bg p-4 shadow-xl"
        >
          <Suspense fallback={<p className="text-sm text-muted-fg">Loading generators…</p>}>
            <GeneratorsMenuPanel
              panelId={panelId}
              container={container}
              button={button}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
