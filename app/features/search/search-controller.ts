import { SEARCH_BUTTON_DISABLED_MS } from "~/utils/spec-constants";

/**
 * Connects the header's search button and shortcut (in every page's bundle) to the palette
 * (a lazy chunk). Until the palette has loaded, opening it only records the wish; the palette
 * registers itself when it mounts and opens at once if it was asked to.
 */
interface PaletteApi {
  open(): void;
  toggle(): void;
}

interface SearchState {
  /** Whether the palette has been asked for at least once (so its chunk should load). */
  requested: boolean;
  /** Whether the search button is briefly disabled after a selection. */
  buttonDisabled: boolean;
}

let state: SearchState = { requested: false, buttonDisabled: false };
let palette: PaletteApi | null = null;
let openWhenReady = false;
let enableTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setState(next: Partial<SearchState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const searchController = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getState: () => state,
  /** Opens the palette, or closes it when open. */
  toggle() {
    if (palette) palette.toggle();
    else searchController.open();
  },
  /** Opens the palette (loading it first if needed); leaves it open when it already is. */
  open() {
    if (palette) {
      palette.open();
      return;
    }
    openWhenReady = true;
    if (!state.requested) setState({ requested: true });
  },
  /** Called by the palette when it mounts; returns its unregister function. */
  register(api: PaletteApi) {
    palette = api;
    if (openWhenReady) {
      openWhenReady = false;
      api.open();
    }
    return () => {
      if (palette === api) palette = null;
    };
  },
  /** After a selection the search button rests for the spec's 500 ms. */
  selected() {
    clearTimeout(enableTimer);
    setState({ buttonDisabled: true });
    enableTimer = setTimeout(() => setState({ buttonDisabled: false }), SEARCH_BUTTON_DISABLED_MS);
  },
};
