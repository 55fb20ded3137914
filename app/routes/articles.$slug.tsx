import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { articleMeta, ArticleView } from "~/features/docs";
import { articlePageData } from "~/features/docs/index.server";
import { GeneralErrorBoundary, pageMeta } from "~/features/shell";

export function loader({ params }: LoaderFunctionArgs) {
  const data = articlePageData(params.slug ?? "");
  if (!data)
    throw new Response(`There is no article called "${params.slug ?? ""}".`, { status: 404 });
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? articleMeta(matches, data.article) : pageMeta(matches, { title: "Page not found" });

export default function ArticlePage() {
  return <ArticleView {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
