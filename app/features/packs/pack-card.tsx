import { Link } from "@remix-run/react";

import type { PackSummary } from "./page-data";

/**
 * A pack in the /packs grid: icon, title, description and the generators it holds. The whole
 * card is clickable, but only the title is the link, so its accessible name stays short.
 */
export function PackCard({ pack }: { pack: PackSummary }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-lg border border-border p-4 focus-within:border-accent hover:border-accent hover:bg-card">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="icon-emoji text-2xl leading-none">
          {pack.iconText}
        </span>
        <Link
          to={`/packs/${pack.id}`}
          prefetch="intent"
          className="after:absolute after:inset-0 after:content-['']"
        >
          {pack.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-fg">{pack.description}</p>
      <ul
        className="mt-auto flex flex-wrap gap-1.5 pt-1"
        aria-label={`Generators in ${pack.title}`}
      >
        {pack.generators.map((generator) => (
          <li key={generator.id} className="rounded-full bg-muted px-2 py-0.5 text-xs">
            {generator.iconText ? (
              <span aria-hidden="true" className="icon-emoji">
                {generator.iconText}{" "}
              </span>
            ) : null}
            {generator.title}
          </li>
        ))}
      </ul>
    </article>
  );
}
