import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary, pageMeta, socialImagePath } from "~/features/shell";
import { revalidateOnNavigationOnly } from "~/utils/revalidate";
import { loadPackPage } from "~/features/packs/index.server";
import { PackPage, type PackPageData, packTrail } from "~/features/packs";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.packId ?? "";
  const data = await loadPackPage(id, new URL(request.url));
  if (!data) throw new Response(`There is no pack called "${id}".`, { status: 404 });
  return data;
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `${data.pack.title} Pack`,
        description: data.pack.description,
        path: `/packs/${data.pack.id}`,
        breadcrumbs: packTrail(data.pack),
        image: socialImagePath("packs", data.pack.id),
      })
    : pageMeta(matches, { title: "Page not found" });

export default function PackRoute() {
  return <PackPage data={useLoaderData<typeof loader>() as PackPageData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
