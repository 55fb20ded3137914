import type { MetaFunction } from "@remix-run/cloudflare";

import { AccountsNotConfigured } from "~/components/accounts-not-configured";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign In", path: "/sign-in" });

export default function SignInPage() {
  return <AccountsNotConfigured title="Sign In" />;
}
