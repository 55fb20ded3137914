// The browser side of remix-themes, imported from its provider module rather than the package
// root: the root is CommonJS and also requires its server helpers, which drag all of
// @remix-run/server-runtime (~20 KB gzipped) into every page's JavaScript. Server code
// (theme.server.ts) keeps using the package root.
export {
  PreventFlashOnWrongTheme,
  Theme,
  ThemeProvider,
  useTheme,
} from "remix-themes/build/theme-provider.js";
