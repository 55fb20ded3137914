import { useCallback, useMemo, useSyncExternalStore } from "react";

import { useOptionalUserId } from "~/lib/root-data";

import {
  type AccountSavedValuesStore,
  type SyncStatus,
  createAccountSavedValuesStore,
} from "./account-store";
import { type LocalSavedValuesStore, createLocalSavedValuesStore } from "./local-store";
import { type NewSavedNote, type SavedNote, sameValue } from "./note";
import { type SavedValuesStore, clearNotes, removeNote, toggleNote } from "./store";

// The React side of saved values: which store this visitor has, and hooks over it.

const EMPTY: readonly SavedNote[] = [];
let localStore: LocalSavedValuesStore | null = null;
let accountStore: { userId: string; store: AccountSavedValuesStore } | null = null;

function getLocalStore() {
  localStore ??= createLocalSavedValuesStore(window.localStorage, window);
  return localStore;
}

/**
 * The store for this visitor: the browser's own list when signed out (or keyless), the
 * account's when signed in. Signing out stops the account's store (a request still out changes
 * nothing more) and shows the browser's list again.
 */
function getStore(userId: string | null): SavedValuesStore {
  if (accountStore && accountStore.userId !== userId) {
    accountStore.store.dispose();
    accountStore = null;
  }
  if (userId === null) return getLocalStore();
  accountStore ??= {
    userId,
    store: createAccountSavedValuesStore({
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
  return userId === null ? null : (getStore(userId) as AccountSavedValuesStore);
}

/** The visitor's saved values and the actions on them; empty during server rendering. */
export function useSavedValues() {
  const userId = useOptionalUserId();
  const notes = useSyncExternalStore(
    (listener) => getStore(userId).subscribe(listener),
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
 * How the signed-in user's saved values are doing (null when signed out): the status the
 * account confirmed, the notes it refused, and a way to send everything again now.
 */
export function useSavedValuesSync(): { status: SyncStatus | null; retry: () => void } {
  const userId = useOptionalUserId();
  const status = useSyncExternalStore(
    (listener) => getAccountStore(userId)?.subscribe(listener) ?? (() => {}),
    () => getAccountStore(userId)?.getStatus() ?? NO_STATUS,
    () => NO_STATUS,
  );
  return { status, retry: () => getAccountStore(userId)?.retryNow() };
}
