import type { MetaFunction } from "@remix-run/cloudflare";

import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Generators",
    description: "Every generator on the site, with a filter.",
  });

export default function GeneratorsPage() {
  return (
    <>
      <PageHeader title="Generators">Every generator on the site, with a filter.</PageHeader>
      <p className="empty-state">
        The generator catalogue is being built: no generators are published yet.
      </p>
    </>
  );
}
