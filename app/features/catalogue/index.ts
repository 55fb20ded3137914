// The public face of the catalogue feature: what other features and the routes may use (CONTRIBUTING.md).
export { AllGeneratorsPage, preloadCatalogue } from "./all-generators";
export { GeneratorCard } from "./generator-card";
export { HomePage } from "./home-page";
