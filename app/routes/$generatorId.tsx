import {
  data as withHeaders,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";

import type { GeneratorPageData } from "~/engine/core/page-data";
import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import { oembedLinks } from "~/features/embed";
import { GeneratorView } from "~/features/generator-page";
import {
  generateCodeOf,
  loadGeneratorPage,
  pageQuery,
} from "~/features/generator-page/index.server";
import { GeneralErrorBoundary, generatorTrail, pageMeta, socialImagePath } from "~/features/shell";
import { getSiteConfig, SECRET_PAGE_HEADERS } from "~/features/shell/index.server";
import { WheelPage } from "~/features/wheel";
import { readSharedWheel } from "~/features/wheel/index.server";
import { revalidateOnNavigationOnly } from "~/utils/revalidate";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.generatorId ?? "";
  const url = new URL(request.url);
  // The wheel reads a shared list (`list`) from D1 into its entries first.
  const wheel =
    id === WHEEL_GENERATOR_ID ? await readSharedWheel(context.cloudflare.env.DB, url) : null;
  const data = await loadGeneratorPage(id, wheel?.url ?? url);
  if (!data) throw new Response(`There is no generator called "${id}".`, { status: 404 });
  if (wheel?.problem) data.problems.push(wheel.problem);
  // The query the page is made for: offline, a kept copy answers another query of its
  // generator, and the page then makes that query's run in the browser (useAddressRun).
  const query = pageQuery(url);
  const generateCode = wheel ? [] : generateCodeOf(context.generateCode, id);
  // A page of secrets: never kept by a cache, never named in another site's Referer (its meta tag
  // rules also after a navigation within the site, where the first page's header still rules),
  // never embedded. Any other page names its oEmbed endpoint.
  if (data.generator.secret) {
    const head = [{ name: "referrer", content: "no-referrer" }];
    return withHeaders({ ...data, query, generateCode, head }, { headers: SECRET_PAGE_HEADERS });
  }
  const { origin } = getSiteConfig(context.cloudflare.env);
  const head = oembedLinks(origin, `${origin}${url.pathname}${url.search}`);
  return { ...data, query, generateCode, head };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate = revalidateOnNavigationOnly;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta(matches, {
          title: data.generator.title,
          description: data.generator.description,
          path: `/${data.generator.id}`,
          breadcrumbs: generatorTrail(data.generator),
          image: socialImagePath("generators", data.generator.id),
        }),
        ...data.head,
      ]
    : pageMeta(matches, { title: "Page not found" });

export default function GeneratorPage() {
  const data = useLoaderData<typeof loader>() as unknown as GeneratorPageData;
  const location = useLocation();
  // A new navigation (another generator, a permalink) starts from the server's run.
  if (data.generator.id === WHEEL_GENERATOR_ID) return <WheelPage key={location.key} data={data} />;
  return <GeneratorView key={location.key} data={data} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
