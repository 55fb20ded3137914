// The public face of the embed feature: what other features and the routes may use (CONTRIBUTING.md).
export { EmbedCode } from "./embed-code";
export { loadEmbedCode } from "./lazy";
export { EmbedDocument } from "./embed-document";
export { GeneratorEmbed } from "./generator-embed";
export { embedPath, type EmbedData, isEmbedPath } from "./model";
export { OEMBED_PATH, oembedHref } from "./oembed";
export { oembedLinks } from "./oembed-links";
export { WheelEmbed } from "./wheel-embed";
