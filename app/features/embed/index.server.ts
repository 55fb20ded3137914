// The public face of the embed feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { loadEmbed, oembedResponse } from "./embed.server";
