// The public face of the catalogue feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { type AllGeneratorsData, allGeneratorsData } from "./all-generators.server";
export { type HomePageData, homePageData } from "./home-page.server";
