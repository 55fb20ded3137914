// The public face of the catalogue feature: what other features and the routes may use (CONTRIBUTING.md).
export { matchesFilter } from "./catalogue-filter";
export { GeneratorCard } from "./generator-card";
