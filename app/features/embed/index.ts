// The public face of the embed feature: what other features and the routes may use (CONTRIBUTING.md).
export { EmbedCode } from "./embed-code";
export { EMBED_PARAMS, EMBED_SIZE, EMBED_THEMES, embedPath, iframeCode } from "./model";
export { OEMBED_PATH, oembedHref } from "./oembed";
export { oembedLinks } from "./oembed-links";
