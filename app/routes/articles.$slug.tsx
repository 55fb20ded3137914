import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { Breadcrumb } from "~/components/breadcrumb";
import { getArticle } from "~/articles/articles.server";
import { ArticleByline } from "~/components/articles/article-byline";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HtmlContent } from "~/components/html-content";
import { absoluteUrl, breadcrumbTrail, pageMeta, socialImagePath } from "~/lib/meta";
import { rootDataFrom } from "~/lib/root-data";
import { SITE_CONFIG_DEFAULTS } from "~/lib/site-defaults";
import { MANIFEST_ICONS } from "~/lib/site-images";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
const trailOf = (article: { slug: string; title: string }) =>
  breadcrumbTrail([{ name: "Articles", path: "/articles" }], {
    name: article.title,
    path: `/articles/${article.slug}`,
  });

export function loader({ params }: LoaderFunctionArgs) {
  const article = getArticle(params.slug ?? "");
  if (!article)
    throw new Response(`There is no article called "${params.slug ?? ""}".`, { status: 404 });
  const { slug, title, description, date, tags, readingMinutes, html, headings, generators } =
    article;
  return {
    article: { slug, title, description, date, tags, readingMinutes, html, generators },
    sections: headings.filter((heading) => heading.depth === 2),
  };
}

/**
 * The site as a schema.org Organization, with its name and its mark as logo: the author and
 * publisher of its articles.
 */
function siteOrganization(matches: Parameters<typeof pageMeta>[0]): Record<string, unknown> {
  const logo = MANIFEST_ICONS[MANIFEST_ICONS.length - 1]!;
  return {
    "@type": "Organization",
    name: rootDataFrom(matches)?.site.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME,
    url: absoluteUrl(matches, "/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(matches, logo.path),
      width: logo.size,
      height: logo.size,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta(matches, { title: "Page not found" });
  const { article } = data;
  const path = `/articles/${article.slug}`;
  const image = socialImagePath("articles", article.slug);
  // The site writes and publishes its articles: no person is named as their author.
  const site = siteOrganization(matches);
  return pageMeta(matches, {
    title: article.title,
    description: article.description,
    path,
    type: "article",
    breadcrumbs: trailOf(article),
    image,
    jsonLd: [
      {
        "@type": "Article",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        keywords: article.tags.join(", "),
        image: absoluteUrl(matches, image),
        mainEntityOfPage: absoluteUrl(matches, path),
        author: site,
        publisher: site,
      },
    ],
  });
};

export default function ArticlePage() {
  const { article, sections } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb trail={trailOf(article)} />
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        <div className="mt-3">
          <ArticleByline
            date={article.date}
            readingMinutes={article.readingMinutes}
            tags={article.tags}
          />
        </div>
      </header>

      {sections.length >= 3 ? (
        <nav aria-labelledby="toc-title" className="mb-8 rounded-lg border border-border p-4">
          <h2 id="toc-title" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-2 grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent hover:underline">
                  {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {/* Rendered at build time from our own Markdown, which may not contain raw HTML. */}
      <HtmlContent className="prose" html={article.html} />

      <section aria-labelledby="article-generators" className="mt-12 border-t border-border pt-6">
        <h2 id="article-generators" className="text-xl font-semibold">
          Generators in this article
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {article.generators.map((generator) => (
            <li key={generator.id}>
              <Link
                to={`/${generator.id}`}
                prefetch="intent"
                className="flex items-center gap-3 rounded-lg border border-border p-3 font-medium hover:border-accent hover:bg-card"
              >
                {generator.iconText ? (
                  <span aria-hidden="true" className="icon-emoji text-xl leading-none">
                    {generator.iconText}
                  </span>
                ) : null}
                {generator.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-10">
        <Link to="/articles" className="text-accent hover:underline">
          ← All articles
        </Link>
      </p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
