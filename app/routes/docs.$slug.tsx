import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { Breadcrumb } from "~/ui/breadcrumb";
import { GeneralErrorBoundary } from "~/features/shell";
import { PageHeader } from "~/ui/page-header";
import { apiRateLimit } from "~/features/api/index.server";
import { docsFacts } from "~/features/docs/index.server";
import { GUIDE_CONTENT } from "~/features/docs";
import { GUIDES, getGuide } from "~/features/docs";
import { breadcrumbTrail, DEFAULT_ORIGIN, pageMeta } from "~/features/shell";
import { SITE_CONFIG_DEFAULTS } from "~/features/shell";
import { useRootData } from "~/features/shell";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
const trailOf = (guide: { slug: string; title: string }) =>
  breadcrumbTrail([{ name: "Docs", path: "/docs" }], {
    name: guide.title,
    path: `/docs/${guide.slug}`,
  });

export async function loader({ params, context }: LoaderFunctionArgs) {
  const guide = getGuide(params.slug ?? "");
  if (!guide)
    throw new Response(`There is no docs page called "${params.slug ?? ""}".`, { status: 404 });
  // The API guide quotes this deployment's rate limit, which lives in its [vars].
  return { guide, facts: await docsFacts(), apiRateLimit: apiRateLimit(context.cloudflare.env) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: data.guide.title,
        description: data.guide.description,
        path: `/docs/${data.guide.slug}`,
        breadcrumbs: trailOf(data.guide),
      })
    : pageMeta(matches, { title: "Page not found" });

export default function GuidePage() {
  const { guide, facts, apiRateLimit } = useLoaderData<typeof loader>();
  const root = useRootData();
  const Content = GUIDE_CONTENT[guide.slug];
  const index = GUIDES.findIndex((g) => g.slug === guide.slug);
  const previous = GUIDES[index - 1];
  const next = GUIDES[index + 1];
  return (
    <article>
      <Breadcrumb trail={trailOf(guide)} />
      <PageHeader title={guide.title}>{guide.description}</PageHeader>
      <div className="docs-content">
        <Content
          facts={facts}
          site={{
            appName: root?.site.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME,
            analyticsConfigured: Boolean(root?.site.analyticsMeasurementId),
            origin: root?.site.origin ?? DEFAULT_ORIGIN,
            apiRateLimit,
          }}
        />
      </div>
      <nav
        aria-label="More docs"
        className="mt-12 flex max-w-3xl flex-wrap justify-between gap-4 border-t border-border pt-6"
      >
        {previous ? (
          <Link to={`/docs/${previous.slug}`} prefetch="intent" className="hover:underline">
            <span className="block text-sm text-muted-fg">Previous</span>
            {previous.title}
          </Link>
        ) : (
          <Link to="/docs" className="hover:underline">
            <span className="block text-sm text-muted-fg">Back to</span>
            All docs
          </Link>
        )}
        {next ? (
          <Link to={`/docs/${next.slug}`} prefetch="intent" className="text-right hover:underline">
            <span className="block text-sm text-muted-fg">Next</span>
            {next.title}
          </Link>
        ) : (
          <Link to="/docs/generators" prefetch="intent" className="text-right hover:underline">
            <span className="block text-sm text-muted-fg">Next</span>
            Generator reference
          </Link>
        )}
      </nav>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
