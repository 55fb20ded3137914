import { Link } from "@remix-run/react";

import {
  OFFLINE_PAGE,
  ONLINE_ONLY,
  PAGES_KEPT_ON_INSTALL,
  UPDATE_PROMPT,
} from "~/features/offline";

import type { GuideProps } from "../guide-props";

export function OfflineGuide({ site }: GuideProps) {
  return (
    <>
      <p>
        After one visit with a connection, {site.appName} keeps working without one: on a train, in
        a classroom whose Wi-Fi has gone, or in airplane mode. A service worker, a small script the
        browser runs for the site, keeps the site&apos;s code and the pages you open, and shows them
        when the network does not answer. It can also be installed as an app: your browser&apos;s
        Install or Add to Home Screen gives it an icon of its own, with shortcuts to the wheel and
        the popular generators.
      </p>

      <h2>What works offline</h2>
      <ul>
        <li>
          These pages, kept as soon as the site is first opened:{" "}
          {PAGES_KEPT_ON_INSTALL.map((path, index) => (
            <span key={path}>
              {index > 0 ? ", " : null}
              <Link to={path}>{path}</Link>
            </span>
          ))}
          , with search and the list of every generator.
        </li>
        <li>
          Every generator you have opened, by its address or a link, and Generate on it: values are
          made in your browser by the same engine as online. Any permalink of a generator you have
          opened gives the same values offline as online, since its seed decides them.
        </li>
        <li>
          The wheel with its saved wheels, saved values and class lists: they are kept in this
          browser. Signed in, changes made offline wait in the browser and are sent to your account
          when you are back online.
        </li>
      </ul>
      <p>
        A page you have never opened on this device cannot be shown offline. It says so: &quot;
        {OFFLINE_PAGE.notKept.reason}&quot; Secret generators (passwords, PINs and the like) are
        never kept by any cache, so they need a connection too.
      </p>

      <h2>What needs a connection</h2>
      <dl>
        {ONLINE_ONLY.map((part) => (
          <div key={part.title}>
            <dt>
              {part.title} (
              {part.prefixes.map((prefix, index) => (
                <span key={prefix}>
                  {index > 0 ? ", " : null}
                  <code>{prefix}</code>
                </span>
              ))}
              )
            </dt>
            <dd>{part.reason}</dd>
          </div>
        ))}
      </dl>

      <h2>Always the latest when online</h2>
      <p>
        With a connection, every page comes from the server, as without the service worker: the kept
        copy is shown only when the network cannot be reached (a slow connection is waited for,
        never answered with an old copy), and it is replaced by each visit. When a new version of
        the site is published, it is fetched in the background while you keep working; the page then
        says &quot;
        {UPDATE_PROMPT.message}&quot; and {UPDATE_PROMPT.reload} switches to it. Nothing changes
        under a page you are using until you choose.
      </p>
      <p>
        To forget everything kept for offline use, clear this site&apos;s data in your
        browser&apos;s settings (this also clears saved values, wheels and class lists kept in the
        browser).
      </p>
    </>
  );
}
