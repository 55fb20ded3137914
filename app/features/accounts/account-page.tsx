import { lazy, Suspense } from "react";

import { AccountsNotConfigured } from "./accounts-not-configured";
import { PageHeader } from "~/ui/page-header";
import { useRootData } from "~/features/shell";

const screens = () => import("./clerk-screens");

/** The Clerk screen each catch-all account route shows when accounts are on. */
export const CLERK_SCREENS = {
  "Sign In": lazy(() => screens().then((m) => ({ default: m.SignInScreen }))),
  "Sign Up": lazy(() => screens().then((m) => ({ default: m.SignUpScreen }))),
  Account: lazy(() => screens().then((m) => ({ default: m.UserProfileScreen }))),
  Organization: lazy(() => screens().then((m) => ({ default: m.OrganizationProfileScreen }))),
} as const;

/**
 * An account page: Clerk's screen when the deployment has keys (its chunk loads only then),
 * otherwise the page saying accounts are not configured here.
 */
export function AccountPage({ title }: { title: keyof typeof CLERK_SCREENS }) {
  const root = useRootData();
  if (root?.auth.mode !== "clerk") return <AccountsNotConfigured title={title} />;
  const Screen = CLERK_SCREENS[title];
  return (
    <>
      <PageHeader title={title} />
      <div className="flex justify-center">
        {/* A boundary of its own: the screen's chunk may still be loading while the page hydrates. */}
        <Suspense fallback={<p className="text-muted-fg">Loading {title.toLowerCase()}…</p>}>
          <Screen />
        </Suspense>
      </div>
    </>
  );
}
