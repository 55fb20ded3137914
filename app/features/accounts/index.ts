// The public face of the accounts feature: what other features and the routes may use (CONTRIBUTING.md).
export { AccountButtons } from "./account-buttons";
export { AccountPage } from "./account-page";
export { loadClerkRoot, provideClerkRoot, renderClerkRoot } from "./clerk-slot";
