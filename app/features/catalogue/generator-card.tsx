import { Link } from "@remix-run/react";

import type { GeneratorSummary } from "~/engine/generator-summaries";

/** A generator in a grid: icon, title and (optionally) its category. */
export function GeneratorCard({
  generator,
  categoryTitle,
}: {
  generator: GeneratorSummary;
  categoryTitle?: string;
}) {
  return (
    <Link
      to={`/${generator.id}`}
      prefetch="intent"
      className="flex h-full items-start gap-3 rounded-lg border border-border p-4 hover:border-accent hover:bg-card"
    >
      <span aria-hidden="true" className="icon-emoji text-2xl leading-none">
        {generator.iconText}
      </span>
      <span>
        <span className="block font-semibold">{generator.title}</span>
        {categoryTitle ? (
          <span className="block text-sm text-muted-fg">{categoryTitle}</span>
        ) : null}
      </span>
    </Link>
  );
}
