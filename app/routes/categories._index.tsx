import type { MetaFunction } from "@remix-run/cloudflare";

import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Categories", description: "Generators grouped by what they make." });

export default function CategoriesPage() {
  return (
    <>
      <PageHeader title="Categories">Generators grouped by what they make.</PageHeader>
      <p className="empty-state">
        No categories yet: they appear as soon as the first generators are published.
      </p>
    </>
  );
}
