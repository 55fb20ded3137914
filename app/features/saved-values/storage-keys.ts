// Where this browser keeps saved values: a module of its own, so the saved-values button can tell
// whether there are any without loading the stores' code.

/** localStorage key of signed-out visitors' saved values. */
export const SAVED_VALUES_STORAGE_KEY = "saved-values";
/** Where unreadable stored data is moved, so it is never silently destroyed. */
export const SAVED_VALUES_BACKUP_KEY = "saved-values-corrupt-backup";

/** Whether this browser keeps saved values (readable or not; unknown counts as kept). */
export function savedValuesKeptHere(): boolean {
  try {
    return window.localStorage.getItem(SAVED_VALUES_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}
