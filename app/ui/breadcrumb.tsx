import { Link } from "@remix-run/react";

/** One step of a page's breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The visible trail above a nested page, from Home to the page itself (breadcrumbTrail). Pages
 * give the same trail to `pageMeta`, so the BreadcrumbList JSON-LD names exactly what a visitor
 * sees.
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-fg">
      <ol className="flex flex-wrap gap-2">
        {trail.map((crumb, index) =>
          index < trail.length - 1 ? (
            <li key={crumb.path}>
              <Link to={crumb.path} className="hover:underline">
                {crumb.name}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
          ) : (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
