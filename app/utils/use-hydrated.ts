import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser: for
 * controls that only work with JavaScript, so they are not clickable before they work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
