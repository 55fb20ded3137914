import type { MetaFunction } from "@remix-run/cloudflare";

import { AccountPage } from "~/features/accounts";
import { pageMeta } from "~/features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign In", path: "/sign-in" });

export default function SignInPage() {
  return <AccountPage title="Sign In" />;
}
