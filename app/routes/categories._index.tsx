import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { PageHeader } from "~/ui/page-header";
import { generatorsByCategory } from "~/engine/listing";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { pageMeta } from "~/features/shell";

export function loader() {
  return {
    categories: generatorsByCategory(GENERATOR_SUMMARIES).map(({ category, generators }) => ({
      ...category,
      count: generators.length,
    })),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Categories",
    path: "/categories",
    description:
      "Random generators grouped by what they make: numbers, passwords, names, colours, games and more.",
  });

export default function CategoriesPage() {
  const { categories } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Categories">Generators grouped by what they make.</PageHeader>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Categories">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/categories/${category.id}`}
              prefetch="intent"
              className="flex h-full flex-col gap-1 rounded-lg border border-border p-4 hover:border-accent hover:bg-card"
            >
              <span className="flex items-center gap-2 font-semibold">
                <span aria-hidden="true" className="icon-emoji">
                  {category.iconText}
                </span>
                {category.title}
                <span className="ml-auto rounded-full bg-muted px-2 text-sm font-normal text-muted-fg">
                  {category.count} <span className="sr-only">generators</span>
                </span>
              </span>
              <span className="text-sm text-muted-fg">{category.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
