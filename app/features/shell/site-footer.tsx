import { Link, useLocation } from "@remix-run/react";

import { useOpenCookieSettings } from "~/features/consent";
import { OfflineUpdates } from "~/features/offline";

/**
 * The footer on every page: cookie settings, documentation links and the app description. Its
 * island also registers the service worker (offline use), off every page's first load.
 */
export function SiteFooter({
  appName,
  appDescription,
}: {
  appName: string;
  appDescription: string;
}) {
  const openCookieSettings = useOpenCookieSettings();
  const { pathname, search } = useLocation();
  return (
    <footer className="mt-16 border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-fg md:flex-row md:items-start md:justify-between">
        <p>
          <span className="font-semibold text-fg">{appName}</span> — {appDescription}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <Link to="/docs" className="hover:text-fg hover:underline">
                Docs
              </Link>
            </li>
            <li>
              <Link to="/docs/seeds-and-permalinks" className="hover:text-fg hover:underline">
                Seeds and permalinks
              </Link>
            </li>
            <li>
              <Link to="/docs/api" className="hover:text-fg hover:underline">
                API
              </Link>
            </li>
            <li>
              <Link to="/docs/saved-values-and-privacy" className="hover:text-fg hover:underline">
                Privacy
              </Link>
            </li>
            <li>
              {/* Without JavaScript the link leads to the same choices on their own page. */}
              <Link
                to={`/cookie-settings?from=${encodeURIComponent(`${pathname}${search}`)}`}
                onClick={(event) => {
                  event.preventDefault();
                  openCookieSettings();
                }}
                className="hover:text-fg hover:underline"
              >
                Cookie Settings
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <OfflineUpdates />
    </footer>
  );
}
