import { useCallback, useMemo, useSyncExternalStore } from "react";

import { useOptionalUserId } from "~/lib/root-data";

import type {
  AccountSavedValuesStore,
  SyncStatus,
  createAccountSavedValuesStore,
} from "./account-store";
import { type LocalSavedValuesStore, createLocalSavedValuesStore } from "./local-store";
import { type NewSavedNote, type SavedNote, sameValue } from "./note";
import { type SavedValuesStore, clearNotes, removeNote, toggleNote } from "./store";

// The React side of saved values: which store this visitor has, and hooks over it.

const EMPTY: readonly SavedNote[] = [];
let localStore: LocalSavedValuesStore | null = null;
let accountStore: { userId: string; store: AccountSavedValuesStore } | null = null;
/** The account store's code: loaded only once someone is signed in, so never when keyless. */
let accountModule: { createAccountSavedValuesStore: typeof createAccountSavedValuesStore } | null =
  null;
let accountModuleLoading = false;
/** Hooks to tell when the store behind them changes (the account store's code arrived). */
const storeChanged = new Set<() => void>();

function getLocalStore() {
  localStore ??= createLocalSavedValuesStore(window.localStorage, window);
  return localStore;
}

function loadAccountModule() {
  if (accountModuleLoading) return;
  accountModuleLoading = true;
  import("./account-store").then(
    (module) => {
      accountModule = module;
      for (const listener of storeChanged) listener();
    },
    (error: unknown) => {
      accountModuleLoading = false;
      console.error("Failed to load the saved values of your account", error);
    },
  );
}

/**
 * The store for this visitor: the browser's own list when signed out (or keyless), the
 * account's when signed in. Until the account store's code has loaded (a moment after the page
 * does), a signed-in visitor's saves go to the browser's list, which the account store merges
 * first thing. Signing out stops the account's store (a request still out changes nothing
 * more) and shows the browser's list again.
 */
function getStore(userId: string | null): SavedValuesStore {
  if (accountStore && accountStore.userId !== userId) {
    accountStore.store.dispose();
    accountStore = null;
  }
  if (userId === null) return getLocalStore();
  if (!accountModule) {
    loadAccountModule();
    return getLocalStore();
  }
  accountStore ??= {
    userId,
    store: accountModule.createAccountSavedValuesStore({
      userId,
      storage: window.localStorage,
      local: getLocalStore(),
      fetch: (input, init) => window.fetch(input, init),
      target: window,
    }),
  };
  return accountStore.store;
}

function getAccountStore(userId: string | null): AccountSavedValuesStore | null {
  const store = userId === null ? null : getStore(userId);
  return store === accountStore?.store ? accountStore.store : null;
}

/** Subscribes to `store` (whichever it is now) and to the store behind the hooks changing. */
function subscribeTo(store: { subscribe(listener: () => void): () => void } | null) {
  return (listener: () => void) => {
    const unsubscribe = store?.subscribe(listener);
    storeChanged.add(listener);
    return () => {
      unsubscribe?.();
      storeChanged.delete(listener);
    };
  };
}

/** The visitor's saved values and the actions on them; empty during server rendering. */
export function useSavedValues() {
  const userId = useOptionalUserId();
  const notes = useSyncExternalStore(
    (listener) => subscribeTo(getStore(userId))(listener),
    () => getStore(userId).getSnapshot(),
    () => EMPTY,
  );
  const isSaved = useCallback(
    (generatorId: string, value: string) => notes.some((n) => sameValue(n, { generatorId, value })),
    [notes],
  );
  return useMemo(
    () => ({
      notes,
      isSaved,
      /** Saves the value, or removes it when it is already saved. */
      toggle: (note: NewSavedNote) => toggleNote(getStore(userId), note),
      remove: (id: string) => removeNote(getStore(userId), id),
      /** Clears every saved value; returns how many there were. */
      clear: () => clearNotes(getStore(userId)),
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
    (listener) => subscribeTo(getAccountStore(userId))(listener),
    () => getAccountStore(userId)?.getStatus() ?? NO_STATUS,
    () => NO_STATUS,
  );
  return { status, retry: () => getAccountStore(userId)?.retryNow() };
}
