// The public face of the shell feature: what other features and the routes may use (CONTRIBUTING.md).
export { GeneralErrorBoundary } from "./general-error-boundary";
export {
  absoluteUrl,
  breadcrumbTrail,
  type Crumb,
  DEFAULT_ORIGIN,
  generatorTrail,
  pageMeta,
  SITE_ICON_LINKS,
  socialImagePath,
} from "./meta";
export { type RootData, rootDataFrom, useOptionalUserId, useRootData } from "./root-data";
export { SiteChrome } from "./site-chrome";
export { SiteDocument } from "./site-document";
export { SITE_CONFIG_DEFAULTS } from "./site-defaults";
export { MANIFEST_ICONS } from "./site-images";
export { isApplePlatform, NAV_LINKS } from "./site-nav";
export { useTheme } from "./theme";
