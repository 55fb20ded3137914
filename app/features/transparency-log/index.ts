// The public face of the transparency log: what other features and the routes may use (CONTRIBUTING.md).
export {
  checkDrawLogRecord,
  checkLogStart,
  fetchCheckpoint,
  logClient,
  monitorLog,
  type DrawLogCheck,
  type DrawLogRecord,
  type MonitorState,
} from "./client";
export { parseCosignatureVerifierKey } from "./cosignature";
export { parseVerifierKey, type NoteVerifier } from "./signed-note";
export { LogPage, type LogPageData } from "./log-page";
