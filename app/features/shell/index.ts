// The public face of the shell feature: what other features and the routes may use (CONTRIBUTING.md).
export { GeneralErrorBoundary } from "./general-error-boundary";
export { LoadingBar } from "./loading-bar";
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
export { SITE_CONFIG_DEFAULTS } from "./site-defaults";
export { MANIFEST_ICONS } from "./site-images";
export { isApplePlatform, NAV_LINKS } from "./site-nav";
export { PreventFlashOnWrongTheme, ThemeProvider, useTheme } from "./theme";
