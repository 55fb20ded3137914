// The public face of the offline feature: what other features and the routes may use (CONTRIBUTING.md).
export { OFFLINE_PAGE, ONLINE_ONLY, PAGES_KEPT_ON_INSTALL, UPDATE_PROMPT } from "./model";
export { OfflineUpdates } from "./offline-updates";
