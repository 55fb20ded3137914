import { Link } from "@remix-run/react";

import { describeSeconds, type GuideProps } from "../guide-props";

export function CookiesAndConsentGuide({ facts, site }: GuideProps) {
  const { consent, theme } = facts;
  return (
    <>
      <h2 id="necessary">Necessary cookies</h2>
      <p>These are always on; the site needs them to remember your own choices.</p>
      <table>
        <caption>Cookies the site sets</caption>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">What it holds</th>
            <th scope="col">Lifetime and flags</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <code>{consent.cookieName}</code>
            </th>
            <td>
              Your cookie choices: four true-or-false fields (analytics, marketing, personalization,
              and whether you have chosen), as base64-encoded JSON. Set when you make a choice in
              the Cookie Preferences dialog or on the Cookie Settings page.
            </td>
            <td>
              {describeSeconds(consent.maxAgeSeconds)} (
              {consent.maxAgeSeconds.toLocaleString("en-US")} seconds), path <code>/</code>,{" "}
              <code>SameSite=Lax</code>, <code>Secure</code> on https.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <code>{theme.cookieName}</code>
            </th>
            <td>
              Light or Dark, signed so the server can render the page in your theme. Choosing System
              deletes it. The choice (Light, Dark or System) is also kept in{" "}
              <code>localStorage</code> under the key <code>{theme.cookieName}</code>, so other open
              tabs follow it.
            </td>
            <td>
              {describeSeconds(theme.maxAgeSeconds)}, path <code>/</code>, <code>SameSite=Lax</code>
              , <code>HttpOnly</code>, <code>Secure</code> on https.
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="dialog">The Cookie Preferences dialog</h2>
      <p>
        On your first visit the dialog opens by itself about {consent.dialogDelayMs} ms after the
        page loads; crawlers and automated browsers never see it. It has four sections: Necessary
        Cookies (required), and Analytics, Marketing and Personalization Cookies, each with a
        checkbox that is off until you turn it on. <strong>Accept All</strong> allows all three,{" "}
        <strong>Reject All</strong> refuses all three and <strong>Save Preferences</strong> keeps
        the boxes as you set them. Closing the dialog without pressing one of them saves nothing.
      </p>
      <p>
        Change your mind at any time with <em>Cookie Settings</em> at the bottom of every page, or
        on the <Link to="/cookie-settings">Cookie Settings page</Link>, which works without
        JavaScript.
      </p>

      <h2 id="analytics">Google Analytics</h2>
      <p>
        {site.analyticsConfigured
          ? "This deployment has Google Analytics configured."
          : "This deployment has no Google Analytics measurement id configured, so no analytics script is loaded and nothing below applies here."}{" "}
        A deployment loads Google Analytics only when its <code>GA_MEASUREMENT_ID</code> is set (see{" "}
        <Link to="/docs/self-hosting">self-hosting</Link>), and then uses Google&apos;s Consent Mode
        v2:
      </p>
      <ul>
        <li>
          Before anything else, analytics, advertising and personalization storage are set to denied
          (functionality and security storage granted), with a {consent.waitForUpdateMs} ms wait for
          your saved choice.
        </li>
        <li>
          Your choice is then applied, and re-applied on every page: Analytics controls{" "}
          <code>analytics_storage</code>; Marketing controls <code>ad_storage</code>,{" "}
          <code>ad_user_data</code> and <code>ad_personalization</code>; Personalization controls{" "}
          <code>personalization_storage</code>.
        </li>
        <li>
          Google&apos;s script may set its own cookies only as far as those signals allow. While
          analytics is denied it stores no analytics cookies; Google documents that its tag may
          still send cookieless measurements. When allowed, its cookies last{" "}
          {describeSeconds(consent.analyticsCookieSeconds)}, are <code>Secure</code> and{" "}
          <code>SameSite=None</code>, and IP anonymization is requested.
        </li>
        <li>
          It records page views (the path and query string, about {consent.pageViewDelayMs / 1000} s
          after each page change), the time a page was visible, and the two saved-values events
          described in <Link to="/docs/saved-values-and-privacy">saved values and privacy</Link>. No
          generated value is sent.
        </li>
      </ul>
      <p>
        The site itself sets no marketing or personalization cookies: those choices are passed on to
        Google&apos;s consent signals.
      </p>
    </>
  );
}
