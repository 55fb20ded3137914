import type { MetaFunction } from "@remix-run/cloudflare";

import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Articles",
    path: "/articles",
    description: "Guides to randomness, fairness and the maths behind the generators.",
  });

export default function ArticlesPage() {
  return (
    <>
      <PageHeader title="Articles">
        Guides to randomness, fairness and the maths behind the generators.
      </PageHeader>
      <p className="empty-state">No articles published yet.</p>
    </>
  );
}
