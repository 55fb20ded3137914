import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { listArticles } from "~/articles/articles.server";
import { ArticleByline } from "~/components/articles/article-byline";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export function loader() {
  return { articles: listArticles() };
}

const DESCRIPTION = "Guides to randomness, fairness and the maths behind the generators.";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Articles", path: "/articles", description: DESCRIPTION });

export default function ArticlesPage() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Articles">{DESCRIPTION}</PageHeader>
      {articles.length === 0 ? (
        <p className="empty-state">No articles published yet.</p>
      ) : (
        <ol className="grid max-w-3xl gap-4" aria-label="Articles, newest first">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="rounded-lg border border-border p-5">
                <h2 className="text-xl font-semibold tracking-tight">
                  <Link
                    to={`/articles/${article.slug}`}
                    prefetch="intent"
                    className="hover:text-accent hover:underline"
                  >
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-2 text-muted-fg">{article.description}</p>
                <div className="mt-3">
                  <ArticleByline
                    date={article.date}
                    readingMinutes={article.readingMinutes}
                    tags={article.tags}
                  />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
