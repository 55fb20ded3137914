import type { MetaFunction } from "@remix-run/cloudflare";

import { AccountPage } from "~/components/auth/account-page";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign Up", path: "/sign-up" });

export default function SignUpPage() {
  return <AccountPage title="Sign Up" />;
}
