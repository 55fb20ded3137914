import type { MetaFunction } from "@remix-run/cloudflare";

import { AccountPage } from "~/components/auth/account-page";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign In", path: "/sign-in" });

export default function SignInPage() {
  return <AccountPage title="Sign In" />;
}
