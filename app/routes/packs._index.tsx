import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { PackCard } from "~/features/packs";
import { PageHeader } from "~/ui/page-header";
import { packSummaries } from "~/features/packs/index.server";
import { pageMeta } from "~/features/shell";

export function loader() {
  return { packs: packSummaries() };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Packs",
    path: "/packs",
    description:
      "Curated bundles of generators for one purpose, like game night, a classroom or a giveaway, run together with one seed.",
  });

export default function PacksPage() {
  const { packs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Packs">
        Curated bundles of generators for one purpose. Open a pack to run all of its generators at
        once, with one permalink that reproduces every result.
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Packs">
        {packs.map((pack) => (
          <li key={pack.id}>
            <PackCard pack={pack} />
          </li>
        ))}
      </ul>
    </>
  );
}
