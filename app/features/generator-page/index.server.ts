// The public face of the generator-page feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { loadGeneratorPage, pageQuery } from "./generator-page.server";
export { generateCodeOf } from "./generate-code";
