// The public face of the packs feature: what other features and the routes may use (CONTRIBUTING.md).
export { PackCard } from "./pack-card";
export { PackPage, packTrail } from "./pack-page";
export { PACKS } from "./packs";
export { type PackPageData } from "./page-data";
