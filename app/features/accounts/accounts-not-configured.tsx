import { Link } from "@remix-run/react";

import { PageHeader } from "~/ui/page-header";

const README_ACCOUNTS_SECTION = "README.md, section “Accounts (Clerk)”";

/** Shown on the sign-in and sign-up pages while the deployment has no identity provider keys. */
export function AccountsNotConfigured({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="max-w-xl rounded-lg border border-border bg-card p-6">
        <h2 className="text-lg font-semibold">Accounts are not configured on this deployment</h2>
        <p className="mt-2 text-muted-fg">
          This copy of the site runs without an identity provider, so there is nothing to sign in
          to. Everything else works: saved values stay in this browser.
        </p>
        <p className="mt-2 text-muted-fg">
          To turn accounts on, the site owner sets the Clerk keys as explained in the project&apos;s{" "}
          {README_ACCOUNTS_SECTION}.
        </p>
        <Link to="/" className="btn btn-primary mt-6">
          Back to the generators
        </Link>
      </div>
    </>
  );
}
