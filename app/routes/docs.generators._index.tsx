import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { GeneratorReferenceIndex, REFERENCE_INDEX_TRAIL } from "~/features/docs";
import { generatorReferenceIndex } from "~/features/docs/index.server";
import { pageMeta } from "~/features/shell";

export const loader = () => generatorReferenceIndex();

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const count = data?.groups.reduce((sum, group) => sum + group.generators.length, 0);
  return pageMeta(matches, {
    title: "Generator reference",
    path: "/docs/generators",
    breadcrumbs: REFERENCE_INDEX_TRAIL,
    description: `Inputs, limits, defaults, algorithm and a seeded example for each of the ${count ?? ""} generators, grouped by category.`,
  });
};

export default function GeneratorReferenceIndexPage() {
  return <GeneratorReferenceIndex {...useLoaderData<typeof loader>()} />;
}
