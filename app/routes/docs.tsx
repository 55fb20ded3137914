import type { MetaFunction } from "@remix-run/cloudflare";

import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Docs",
    description: "How the site makes random values, what it stores and how to run your own copy.",
  });

export default function DocsPage() {
  return (
    <>
      <PageHeader title="Docs">
        How the site makes random values, what it stores and how to run your own copy.
      </PageHeader>
      <div className="flex max-w-2xl flex-col gap-8">
        <section id="seeds" aria-labelledby="seeds-title">
          <h2 id="seeds-title" className="text-xl font-semibold">
            Seeds and permalinks
          </h2>
          <p className="mt-2 text-muted-fg">
            Reproducible, seeded results arrive with the generators. Until then there is nothing to
            reproduce.
          </p>
        </section>
        <section id="privacy" aria-labelledby="privacy-title">
          <h2 id="privacy-title" className="text-xl font-semibold">
            Privacy
          </h2>
          <p className="mt-2 text-muted-fg">
            The site keeps no account data and sends nothing to third parties. Your theme choice is
            kept in a cookie named <code>theme</code> and in your browser&apos;s storage.
          </p>
        </section>
        <section id="cookies" aria-labelledby="cookies-title">
          <h2 id="cookies-title" className="text-xl font-semibold">
            Cookie Settings
          </h2>
          <p className="mt-2 text-muted-fg">
            The only cookie this site sets today is <code>theme</code>, which remembers Light, Dark
            or System for one year. There are no analytics, marketing or personalization cookies to
            choose.
          </p>
        </section>
      </div>
    </>
  );
}
