// The public face of the transparency log on the server: what other features and the routes may use (CONTRIBUTING.md).
export {
  afterDrawLogged,
  drawLogFields,
  drawLogRecord,
  drawLogStatement,
  logOrigin,
  logTrust,
  serveSiteLog,
  siteLogConfig,
  siteWitnesses,
  type Defer,
} from "./draw-log.server";
export { latestCheckpoint } from "./checkpoint-store.server";
