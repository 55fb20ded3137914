import type { MetaFunction } from "@remix-run/cloudflare";

import { AccountPage } from "~/features/accounts";
import { pageMeta } from "~/features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Sign Up", path: "/sign-up" });

export default function SignUpPage() {
  return <AccountPage title="Sign Up" />;
}
