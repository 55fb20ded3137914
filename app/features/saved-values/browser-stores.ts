import type { AccountSavedValuesStore, createAccountSavedValuesStore } from "./account-store";
import { type LocalSavedValuesStore, createLocalSavedValuesStore } from "./local-store";
import type { SavedValuesStore } from "./store";

import { NOTE_MESSAGES, type SaveResult } from "./note";

export { sameValue } from "./note";
export { clearNotes, removeNote, toggleNote } from "./store";

/** What the visitor is told after pressing a star. */
export function toggleMessage(result: SaveResult | { ok: true; removed: true }): string {
  if (!result.ok) return result.message;
  if ("removed" in result) return "Removed from saved values.";
  return result.note.inputsTruncated ? NOTE_MESSAGES.savedShortened : "Saved.";
}

// The browser's stores of saved values (a lazy chunk, loaded once the page is interactive, so
// the first load carries no store code): which store this visitor has, and the account store's
// own code, loaded only once someone is signed in, so never when keyless.

let localStore: LocalSavedValuesStore | null = null;
let accountStore: { userId: string; store: AccountSavedValuesStore } | null = null;
/** The account store's code: loaded only once someone is signed in, so never when keyless. */
let accountModule: { createAccountSavedValuesStore: typeof createAccountSavedValuesStore } | null =
  null;
let accountModuleLoading = false;
/** Hooks to tell when the store behind them changes (the account store's code arrived). */
export const storeChanged = new Set<() => void>();

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
export function getStore(userId: string | null): SavedValuesStore {
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

export function getAccountStore(userId: string | null): AccountSavedValuesStore | null {
  const store = userId === null ? null : getStore(userId);
  return store === accountStore?.store ? accountStore.store : null;
}
