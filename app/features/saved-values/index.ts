// The public face of the saved-values feature: what other features and the routes may use (CONTRIBUTING.md).
export {
  createLocalSavedValuesStore,
  SAVED_VALUES_BACKUP_KEY,
  SAVED_VALUES_STORAGE_KEY,
} from "./local-store";
export {
  MAX_SAVED_NOTES,
  MAX_SAVED_VALUE_LENGTH,
  type NewSavedNote,
  NOTE_MESSAGES,
  type SavedNote,
} from "./note";
export { clearNotes, removeNote } from "./store";
export { useSavedValues } from "./use-saved-values";
export { loadSavedValuesButton } from "./lazy";
export { savedValuesKeptHere } from "./storage-keys";
