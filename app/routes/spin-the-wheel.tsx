import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { WheelView } from "~/components/wheel/wheel-view";
import type { GeneratorPageData } from "~/generators/core/page-data";
import { loadGeneratorPage } from "~/lib/generator-page.server";
import { pageMeta } from "~/lib/meta";
import { revalidateOnNavigationOnly } from "~/lib/revalidate";

// The wheel has a page of its own (a static route wins over /$generatorId): the same generator,
// the same permalinks and the same engine run, shown as a wheel that turns to the result.

const WHEEL_ID = "spin-the-wheel";

export async function loader({ request }: LoaderFunctionArgs) {
  const data = await loadGeneratorPage(WHEEL_ID, new URL(request.url));
  if (!data) throw new Response("The wheel is missing from the catalogue.", { status: 500 });
  return data;
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: data.generator.title,
        description: data.generator.description,
        path: `/${WHEEL_ID}`,
        breadcrumbs: [
          { name: "Categories", path: "/categories" },
          { name: data.generator.categoryTitle, path: `/categories/${data.generator.category}` },
        ],
      })
    : pageMeta(matches, { title: "Page not found" });

export default function SpinTheWheelPage() {
  const data = useLoaderData<typeof loader>() as GeneratorPageData;
  const location = useLocation();
  return <WheelView key={location.key} data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
