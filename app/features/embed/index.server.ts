// The public face of the embed feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { oembedResponse } from "./embed.server";
export { embedPageResponse } from "./embed-page.server";
