// The public face of the search feature: what other features and the routes may use (CONTRIBUTING.md).
export { SearchButton } from "./search-button";
export { searchController } from "./search-controller";
