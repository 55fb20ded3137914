import { useCallback, useMemo, useSyncExternalStore } from "react";

import { useOptionalUserId } from "~/features/shell";

import type { SyncStatus } from "./account-store";
import type * as BrowserStores from "./browser-stores";
import type { NewSavedNote, SavedNote } from "./note";
import { SAVED_VALUES_STORAGE_KEY, savedValuesKeptHere } from "./storage-keys";

// The React side of saved values: hooks over the visitor's store. The stores themselves are a
// lazy chunk (./browser-stores), fetched once the page is interactive when there are saved
// values to show (storesNeeded) or values to save (a result's star), else when another tab
// saves one: before that, and while rendering on the server, there are none to show.

const EMPTY: readonly SavedNote[] = [];
let stores: typeof BrowserStores | null = null;
let loading: Promise<typeof BrowserStores> | null = null;
/** Hooks waiting for the stores' code, told when it arrives. */
const waiting = new Set<() => void>();

function loadStores(): Promise<typeof BrowserStores> {
  loading ??= import("./browser-stores").then(
    (module) => {
      stores = module;
      for (const listener of waiting) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      console.error("Failed to load the saved values of this browser", error);
      throw error;
    },
  );
  return loading;
}

/**
 * Whether the stores' code is needed as the page loads: someone is signed in (their account's
 * notes), or this browser keeps notes (readable or not). A visitor with neither has nothing to
 * show: the code then loads when they save a value (the actions below) or another tab does.
 */
function storesNeeded(userId: string | null): boolean {
  return userId !== null || savedValuesKeptHere();
}

/** Loads the stores' code once another tab writes this browser's saved values. */
function onOtherTabSaving(event: StorageEvent) {
  if (event.key === SAVED_VALUES_STORAGE_KEY || event.key === null) {
    void loadStores().catch(() => {});
  }
}

/** Subscribes to the visitor's store (once its code has loaded) and to that store changing. */
function subscribe(
  userId: string | null,
  pick: (s: typeof BrowserStores) => { subscribe(l: () => void): () => void } | null,
  savesHere = false,
) {
  return (listener: () => void) => {
    waiting.add(listener);
    if (!stores && (savesHere || storesNeeded(userId))) void loadStores().catch(() => {});
    else if (!stores) window.addEventListener("storage", onOtherTabSaving);
    const unsubscribe = stores ? pick(stores)?.subscribe(listener) : undefined;
    stores?.storeChanged.add(listener);
    return () => {
      unsubscribe?.();
      waiting.delete(listener);
      stores?.storeChanged.delete(listener);
      if (waiting.size === 0) window.removeEventListener("storage", onOtherTabSaving);
    };
  };
}

/**
 * The visitor's saved values and the actions on them; empty until the stores have loaded.
 * `savesHere`: a component with a save button (a value's star) has the stores loaded with it, so
 * a save is written at once, before the visitor can leave the page.
 */
export function useSavedValues({ savesHere = false }: { savesHere?: boolean } = {}) {
  const userId = useOptionalUserId();
  const notes = useSyncExternalStore(
    subscribe(userId, (s) => s.getStore(userId), savesHere),
    () => stores?.getStore(userId).getSnapshot() ?? EMPTY,
    () => EMPTY,
  );
  const isSaved = useCallback(
    (generatorId: string, value: string) =>
      stores !== null && notes.some((n) => stores?.sameValue(n, { generatorId, value })),
    [notes],
  );
  return useMemo(
    () => ({
      notes,
      isSaved,
      /** Saves the value, or removes it when it is already saved; says what happened. */
      toggle: async (note: NewSavedNote): Promise<string> => {
        const { getStore, toggleNote, toggleMessage } = await loadStores();
        return toggleMessage(toggleNote(getStore(userId), note));
      },
      remove: async (id: string) => {
        const { getStore, removeNote } = await loadStores();
        removeNote(getStore(userId), id);
      },
      /** Clears every saved value; returns how many there were. */
      clear: async () => {
        const { getStore, clearNotes } = await loadStores();
        return clearNotes(getStore(userId));
      },
    }),
    [notes, isSaved, userId],
  );
}

const NO_STATUS: SyncStatus | null = null;

/**
 * How the signed-in user's saved values are doing (null when signed out, and for a moment
 * after the page loads): the status the account confirmed, the notes it refused, and a way to
 * send everything again now.
 */
export function useSavedValuesSync(): { status: SyncStatus | null; retry: () => void } {
  const userId = useOptionalUserId();
  const status = useSyncExternalStore(
    subscribe(userId, (s) => s.getAccountStore(userId)),
    () => stores?.getAccountStore(userId)?.getStatus() ?? NO_STATUS,
    () => NO_STATUS,
  );
  return { status, retry: () => stores?.getAccountStore(userId)?.retryNow() };
}
