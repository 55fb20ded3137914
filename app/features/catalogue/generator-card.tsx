import { Link } from "@remix-run/react";

import type { GeneratorSummary } from "~/engine/generator-summaries";

/**
 * A generator in a grid: icon, title and (optionally) its category. The icon is drawn by CSS
 * from `data-icon` (.generator-card::before, with empty alternative text): /all lists every
 * generator, and a card of two elements instead of five kept that page's document small
 * (issue 29: its 1,800 elements cost seconds of main thread on a phone).
 */
export function GeneratorCard({
  generator,
  categoryTitle,
  discover,
}: {
  generator: Pick<GeneratorSummary, "id" | "title" | "iconText">;
  categoryTitle?: string;
  /** Whether Remix's route discovery reads this link (every link does unless told "none"). */
  discover?: "render" | "none";
}) {
  return (
    <Link
      to={`/${generator.id}`}
      prefetch="intent"
      discover={discover}
      data-icon={generator.iconText}
      className="generator-card"
    >
      {categoryTitle ? (
        <span>
          {generator.title}
          <span className="block text-sm font-normal text-muted-fg">{categoryTitle}</span>
        </span>
      ) : (
        generator.title
      )}
    </Link>
  );
}
