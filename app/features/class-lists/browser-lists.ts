import { useSyncExternalStore } from "react";

import { useOptionalUserId } from "~/features/shell";

import { type AccountClassListStore, createAccountClassListStore } from "./account-lists";
import {
  type ClassListStore,
  type ClassListsView,
  createLocalClassListStore,
  type LocalClassListStore,
} from "./local-lists";

// The visitor's class-list store in this browser (lazy chunks only: the /lists page and "Use a
// list"): the browser's own when signed out (or keyless), the account's when signed in. One of
// each per page, shared by every component that shows lists.

let localStore: LocalClassListStore | null = null;
let accountStore: { userId: string; store: AccountClassListStore } | null = null;

function getLocalStore() {
  localStore ??= createLocalClassListStore(window.localStorage, window);
  return localStore;
}

/** The store for this visitor; signing out stops the account's (a request still out changes nothing). */
export function getClassListStore(userId: string | null): ClassListStore {
  if (accountStore && accountStore.userId !== userId) {
    accountStore.store.dispose();
    accountStore = null;
  }
  if (userId === null) return getLocalStore();
  accountStore ??= {
    userId,
    store: createAccountClassListStore({
      userId,
      storage: window.localStorage,
      local: getLocalStore(),
      fetch: (input, init) => window.fetch(input, init),
      target: window,
    }),
  };
  return accountStore.store;
}

const NOTHING_YET: ClassListsView = { lists: [], loaded: false, message: null };

/** The visitor's lists and their store (rendered only in the browser, after hydration). */
export function useClassLists(): { view: ClassListsView; store: ClassListStore } {
  const store = getClassListStore(useOptionalUserId());
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NOTHING_YET);
  return { view, store };
}
