import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { Breadcrumb } from "~/ui/breadcrumb";
import { GeneralErrorBoundary } from "~/features/shell";
import { GeneratorCard } from "~/features/catalogue";
import { PageHeader } from "~/ui/page-header";
import { generatorsByTitle } from "~/engine/listing";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { type Category, getCategory } from "~/engine/categories";
import { breadcrumbTrail, pageMeta, socialImagePath } from "~/features/shell";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
const trailOf = (category: Category) =>
  breadcrumbTrail([{ name: "Categories", path: "/categories" }], {
    name: category.title,
    path: `/categories/${category.id}`,
  });

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
        breadcrumbs: trailOf(data.category),
        image: socialImagePath("categories", data.category.id),
      })
    : pageMeta(matches, { title: "Page not found" });

export default function CategoryPage() {
  const { category, generators } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumb trail={trailOf(category)} />
      <PageHeader title={category.title} iconText={category.iconText}>
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
