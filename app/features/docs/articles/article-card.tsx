import { Link } from "@remix-run/react";

import { ArticleByline } from "./article-byline";
import type { ArticleSummary } from "./articles.server";

/** An article in a list: title link, description, date, reading time and tags. */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="h-full rounded-lg border border-border p-5">
      <Heading className="text-xl font-semibold tracking-tight">
        <Link
          to={`/articles/${article.slug}`}
          prefetch="intent"
          className="hover:text-accent hover:underline"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 text-muted-fg">{article.description}</p>
      <div className="mt-3">
        <ArticleByline
          date={article.date}
          readingMinutes={article.readingMinutes}
          tags={article.tags}
        />
      </div>
    </article>
  );
}
