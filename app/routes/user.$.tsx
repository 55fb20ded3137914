import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";

import { AccountPage } from "~/features/accounts";
import { requireSignedInPage } from "~/features/accounts/index.server";
import { pageMeta } from "~/features/shell";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Account" });

/** A signed-in page: signed-out visitors go to Sign In and come back. */
export const loader = (args: LoaderFunctionArgs) => requireSignedInPage(args);

export default function UserProfilePage() {
  return <AccountPage title="Account" />;
}
