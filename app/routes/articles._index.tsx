import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { listArticles } from "~/features/docs/index.server";
import { ArticleCard } from "~/features/docs";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/features/shell";

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
              <ArticleCard article={article} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
