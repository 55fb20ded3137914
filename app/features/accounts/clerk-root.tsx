import { ClerkApp, ClerkLoaded, ClerkLoading, SignedIn, SignedOut, UserButton } from "@clerk/remix";
import { Link, Outlet } from "@remix-run/react";
import CircleUserRound from "lucide/dist/esm/icons/circle-user-round.mjs";

import { Icon } from "~/ui/icon";
import { AccountButtonsContext, SignInUpButtons } from "./account-buttons";
import { SiteChrome } from "~/features/shell";

// The site inside ClerkApp: a separate chunk, loaded only when the deployment has Clerk keys.

/** Signed out: Sign In and Sign Up. Signed in: the account button (a link until Clerk loads). */
function ClerkAccountButtons() {
  return (
    <>
      <SignedOut>
        <SignInUpButtons />
      </SignedOut>
      <SignedIn>
        <ClerkLoading>
          <Link to="/user" className="btn btn-ghost" aria-label="Your account">
            <Icon icon={CircleUserRound} className="size-5" />
            <span>Account</span>
          </Link>
        </ClerkLoading>
        <ClerkLoaded>
          <UserButton userProfileUrl="/user" userProfileMode="navigation" />
        </ClerkLoaded>
      </SignedIn>
    </>
  );
}

function SiteWithAccounts() {
  return (
    <AccountButtonsContext.Provider value={<ClerkAccountButtons />}>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    </AccountButtonsContext.Provider>
  );
}

export default ClerkApp(SiteWithAccounts, {
  signInUrl: "/sign-in",
  signUpUrl: "/sign-up",
  signInFallbackRedirectUrl: "/",
  signUpFallbackRedirectUrl: "/",
});
