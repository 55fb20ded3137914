/** The Embed disclosure's code, for pages that load it after their first paint (an island). */
export const loadEmbedCode = () => import("./embed-code").then((module) => module.EmbedCode);
