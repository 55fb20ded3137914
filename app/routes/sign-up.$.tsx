import type { MetaFunction } from "@remix-run/cloudflare";

import { AccountsNotConfigured } from "~/components/accounts-not-configured";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign Up", path: "/sign-up" });

export default function SignUpPage() {
  return <AccountsNotConfigured title="Sign Up" />;
}
