import type { MetaFunction } from "@remix-run/cloudflare";

import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Packs",
    path: "/packs",
    description: "Curated bundles of generators for one purpose, like game night or a classroom.",
  });

export default function PacksPage() {
  return (
    <>
      <PageHeader title="Packs">
        Curated bundles of generators for one purpose, like game night or a classroom.
      </PageHeader>
      <p className="empty-state">
        No packs yet: they will bundle generators once the catalogue has them.
      </p>
    </>
  );
}
