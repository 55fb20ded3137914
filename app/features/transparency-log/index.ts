// The public face of the transparency log: what other features and the routes may use (CONTRIBUTING.md).
export { fetchCheckpoint, logClient, monitorLog, type MonitorState } from "./client";
export {
  checkDrawLogRecord,
  checkLogStart,
  type DrawLogCheck,
  type DrawLogRecord,
} from "./draw-log-check";
export { parseCosignatureVerifierKey } from "./cosignature";
export { parseVerifierKey, type NoteVerifier } from "./signed-note";
export { LogPage, type LogPageData } from "./log-page";
