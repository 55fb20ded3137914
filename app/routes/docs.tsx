import type { MetaFunction } from "@remix-run/cloudflare";

import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Docs",
    path: "/docs",
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
            Without a seed, values come from your device&apos;s cryptographic random generator (
            <code>crypto.getRandomValues</code>) and cannot be predicted or repeated. With a seed, a
            generator draws from a ChaCha20 stream keyed by the SHA-256 of the seed text, so the
            same seed, settings and generator version give exactly the same values on every device,
            forever. The Share button makes such a link: it carries the settings, the seed (
            <code>seed=</code>) and the algorithm version (<code>v=</code>), and opening it shows
            the same values even before JavaScript runs.
          </p>
        </section>
        <section id="privacy" aria-labelledby="privacy-title">
          <h2 id="privacy-title" className="text-xl font-semibold">
            Privacy
          </h2>
          <p className="mt-2 text-muted-fg">
            Values are generated in your browser; nothing you generate is sent anywhere unless you
            open a link, which asks the server to render it. Starred values are kept in your
            browser&apos;s storage (<code>saved-values</code>), and your theme choice in a cookie
            named <code>theme</code> and in your browser&apos;s storage. Nothing is sent to third
            parties.
          </p>
        </section>
        <section id="cookies" aria-labelledby="cookies-title">
          <h2 id="cookies-title" className="text-xl font-semibold">
            Cookie Settings
          </h2>
          <p className="mt-2 text-muted-fg">
            Necessary cookies are always on: <code>theme</code> remembers Light, Dark or System, and{" "}
            <code>consent_preferences</code> remembers your cookie choices, each for one year.
            Analytics, marketing and personalization cookies stay off until you allow them in the
            Cookie Preferences dialog, which you can reopen from{" "}
            <a href="/cookie-settings">Cookie Settings</a> at the bottom of every page. When this
            deployment has no analytics id configured, no analytics script is loaded at all.
          </p>
        </section>
      </div>
    </>
  );
}
