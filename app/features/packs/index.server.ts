// The public face of the packs feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { loadPackPage, packSummaries } from "./pack-page.server";
