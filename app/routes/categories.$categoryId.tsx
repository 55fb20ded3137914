import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { GeneratorCard } from "~/components/generator-card";
import { PageHeader } from "~/components/page-header";
import { generatorsByTitle } from "~/generators/catalogue";
import { GENERATOR_SUMMARIES } from "~/generators/generator-summaries";
import { getCategory } from "~/generators/categories";
import { pageMeta } from "~/lib/meta";

export function loader({ params }: LoaderFunctionArgs) {
  const category = getCategory(params.categoryId ?? "");
  if (!category)
    throw new Response(`There is no category called "${params.categoryId ?? ""}".`, {
      status: 404,
    });
  return {
    category,
    generators: generatorsByTitle(GENERATOR_SUMMARIES).filter((g) => g.category === category.id),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `${data.category.title} Generators`,
        description: data.category.description,
        path: `/categories/${data.category.id}`,
        breadcrumbs: [{ name: "Categories", path: "/categories" }],
      })
    : pageMeta(matches, { title: "Page not found" });

export default function CategoryPage() {
  const { category, generators } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-fg">
        <Link to="/categories" className="hover:underline">
          Categories
        </Link>
      </nav>
      <PageHeader title={`${category.iconText} ${category.title}`}>
        {category.description}
      </PageHeader>
      <ul
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={`${category.title} generators`}
      >
        {generators.map((generator) => (
          <li key={generator.id}>
            <GeneratorCard generator={generator} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
