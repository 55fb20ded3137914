// The public face of the shell feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { closeDocumentLast } from "./close-document-last.server";
export {
  buildContentSecurityPolicy,
  createNonce,
  isSecretPage,
  SECRET_PAGE_HEADERS,
} from "./http-headers.server";
export { inlineScriptHashes } from "./inline-script-hashes.server";
export { getSiteConfig, SiteConfigError } from "./site-config.server";
export { loadRootData } from "./root-loader.server";
export { robotsTxt, sitemapXml } from "./sitemap.server";
export { getThemeSession, THEME_COOKIE_MAX_AGE_SECONDS, THEME_COOKIE_NAME } from "./theme.server";
export { webManifest } from "./web-manifest.server";
