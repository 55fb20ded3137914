// The public face of the accounts feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export {
  AuthConfigError,
  type AuthEnv,
  authOrigins,
  getUserId,
  requireSignedInPage,
  requireUserId,
  withRootAuth,
} from "./auth.server";
export { default as ClerkRoot } from "./clerk-root";
