import Search from "lucide/dist/esm/icons/search.mjs";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import { Icon } from "~/ui/icon";
import { searchController } from "./search-controller";

const SearchPalette = lazy(() => import("./search-palette"));

/**
 * The header's search button with its Ctrl+K / ⌘K hint. It owns the shortcut (so the palette
 * chunk can stay unloaded until first use) and mounts the palette on first request.
 */
export function SearchButton({ isMac }: { isMac: boolean }) {
  const { requested, buttonDisabled } = useSyncExternalStore(
    searchController.subscribe,
    searchController.getState,
    searchController.getState,
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        // Marked as handled, so kbar's own listener leaves this press alone.
        event.preventDefault();
        searchController.toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => searchController.toggle()}
        disabled={buttonDisabled}
        className="flex items-center gap-2 rounded-md border border-border px-2.5 py-1.5 text-sm text-muted-fg hover:bg-muted"
      >
        <Icon icon={Search} className="size-4" />
        <span className="sr-only xl:not-sr-only xl:whitespace-nowrap">Search generators...</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-border px-1.5 font-mono text-xs whitespace-nowrap xl:inline-block"
        >
          {isMac ? "⌘" : "Ctrl "}K
        </kbd>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchPalette />
        </Suspense>
      ) : null}
    </>
  );
}
