import { Link } from "@remix-run/react";

import type { GuideProps } from "../guide-props";

export function SavedValuesAndPrivacyGuide({ facts, site }: GuideProps) {
  const { savedValues } = facts;
  return (
    <>
      <h2 id="saving">Saving a value</h2>
      <p>
        The star beside a generated value saves it; pressing it again removes it. Each saved value
        keeps the generator it came from, its settings, its seed (when the run was seeded) and the
        time you saved it. The round <em>View saved values</em> button in the bottom right corner
        opens the list, where you can copy a value again, remove one, clear them all, or export them
        as JSON or CSV.
      </p>

      <h2 id="where">Where saved values are kept</h2>
      <h3>Signed out</h3>
      <p>
        Only in this browser&apos;s <code>localStorage</code>, under the key{" "}
        <code>{savedValues.storageKey}</code>. They are never sent to the server. The list holds at
        most {savedValues.maxNotes.toLocaleString("en-US")} values of at most{" "}
        {savedValues.maxValueLength.toLocaleString("en-US")} characters each; other open tabs of the
        site follow changes at once. If the stored list cannot be read, it is moved aside to{" "}
        <code>{savedValues.backupKey}</code> rather than deleted. Clearing your browser&apos;s site
        data deletes them.
      </p>
      <h3>Signed in</h3>
      <p>
        Accounts exist only on deployments that configure them (sign-in is provided by Clerk). When
        you are signed in, your saved values are kept in the site&apos;s Cloudflare D1 database
        against your account, with the same limits, so they follow you to other devices. When you
        sign in, the values saved in this browser are merged into your account without duplicates,
        and the browser&apos;s copy is cleared only once the server has confirmed it has them. A
        value your account cannot take (when it is full, say) stays in this browser: the list says
        why and lets you download it. When you sign out, the panel shows this browser&apos;s own
        list again.
      </p>
      <p>
        A value is always saved whole. When the settings that produced it are too long to keep in
        full (a list of hundreds of names, say), they are saved shortened, and the list says so on
        that value; its seed and generator are kept.
      </p>

      <h2 id="generation">Where values are generated</h2>
      <p>
        When JavaScript runs, every value is generated in your browser and goes nowhere. When the
        server renders a generator page (the first visit, a permalink, or a form sent without
        JavaScript) it generates the values for that page from the settings in the address and does
        not store them.
      </p>

      <h2 id="analytics">What analytics sees</h2>
      <p>
        No generated value is ever sent to analytics.{" "}
        {site.analyticsConfigured
          ? "This deployment has Google Analytics configured, governed by your cookie choices: it"
          : "This deployment has no analytics configured, so nothing is sent at all. Where a deployment configures Google Analytics, it"}{" "}
        receives page views (the address of the page, including its query string, which on a
        generator page holds the settings and any seed), the time spent on a page, and two usage
        events: removing a saved value (with its random id) and clearing them all (with how many
        there were). See <Link to="/docs/cookies-and-consent">cookies and consent</Link>.
      </p>

      <h2 id="other-storage">Other things kept in your browser</h2>
      <p>
        Your theme choice (a <code>{facts.theme.cookieName}</code> cookie and{" "}
        <code>localStorage</code> key) and your cookie choices (the{" "}
        <code>{facts.consent.cookieName}</code> cookie), both described in{" "}
        <Link to="/docs/cookies-and-consent">cookies and consent</Link>.
      </p>
    </>
  );
}
