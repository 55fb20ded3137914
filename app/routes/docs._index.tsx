import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { PageHeader } from "~/ui/page-header";
import { GUIDES, type GuideSlug } from "~/features/docs";
import { generatorsByCategory } from "~/engine/listing";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { pageMeta } from "~/features/shell";

/** Sections of the former single docs page that links (the footer's among them) still target. */
const FORMER_ANCHORS: Partial<Record<GuideSlug, string>> = {
  "seeds-and-permalinks": "seeds",
  "saved-values-and-privacy": "privacy",
  "cookies-and-consent": "cookies",
};

export function loader() {
  return {
    categories: generatorsByCategory(GENERATOR_SUMMARIES).map(({ category, generators }) => ({
      id: category.id,
      title: category.title,
      iconText: category.iconText,
      count: generators.length,
    })),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Docs",
    path: "/docs",
    description: "How the site makes random values, what it stores and how to run your own copy.",
  });

export default function DocsIndexPage() {
  const { categories } = useLoaderData<typeof loader>();
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  return (
    <>
      <PageHeader title="Docs">
        How the site makes random values, what it stores and how to run your own copy.
      </PageHeader>
      <section aria-labelledby="guides-title">
        <h2 id="guides-title" className="mb-3 text-xl font-semibold">
          Guides
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Guides">
          {GUIDES.map((guide) => (
            <li key={guide.slug} id={FORMER_ANCHORS[guide.slug]} className="scroll-mt-20">
              <Link
                to={`/docs/${guide.slug}`}
                prefetch="intent"
                className="flex h-full flex-col gap-1 rounded-lg border border-border p-4 hover:border-accent hover:bg-card"
              >
                <span className="font-semibold">{guide.title}</span>
                <span className="text-sm text-muted-fg">{guide.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reference-title" className="mt-10">
        <h2 id="reference-title" className="mb-3 text-xl font-semibold">
          Generator reference
        </h2>
        <p className="max-w-2xl text-muted-fg">
          Each of the {total} generators has a reference page: every input with its default and
          limits, how the algorithm draws its values and its version, and a seeded example whose
          exact output comes from the engine.
        </p>
        <p className="mt-3">
          <Link to="/docs/generators" prefetch="intent" className="btn btn-primary">
            Browse the generator reference
          </Link>
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Reference by category">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/docs/generators#${category.id}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:bg-card"
              >
                <span aria-hidden="true" className="icon-emoji">
                  {category.iconText}
                </span>
                {category.title}
                <span className="text-muted-fg">({category.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
