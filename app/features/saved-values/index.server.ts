// The public face of the saved-values feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export {
  addNotes,
  AddNotesSchema,
  clearNotes,
  describeProblem,
  listNotes,
  MAX_BODY_BYTES,
  NoteIdSchema,
  removeNote,
} from "./account-notes.server";
