import { Link } from "@remix-run/react";

import {
  absoluteUrl,
  breadcrumbTrail,
  MANIFEST_ICONS,
  pageMeta,
  rootDataFrom,
  SITE_CONFIG_DEFAULTS,
  socialImagePath,
} from "~/features/shell";
import { Breadcrumb } from "~/ui/breadcrumb";
import { HtmlContent } from "~/ui/html-content";

import { ArticleByline } from "./article-byline";
import type { ArticlePageData } from "./articles.server";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
export const articleTrail = (article: { slug: string; title: string }) =>
  breadcrumbTrail([{ name: "Articles", path: "/articles" }], {
    name: article.title,
    path: `/articles/${article.slug}`,
  });

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

/** An article's meta tags: its card, and Article JSON-LD with the site as author and publisher. */
export function articleMeta(
  matches: Parameters<typeof pageMeta>[0],
  article: ArticlePageData["article"],
) {
  const path = `/articles/${article.slug}`;
  const image = socialImagePath("articles", article.slug);
  // The site writes and publishes its articles: no person is named as their author.
  const site = siteOrganization(matches);
  return pageMeta(matches, {
    title: article.title,
    description: article.description,
    path,
    type: "article",
    breadcrumbs: articleTrail(article),
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
}

/** An article: its byline, contents, body and the generators it uses. */
export function ArticleView({ article, sections }: ArticlePageData) {
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumb trail={articleTrail(article)} />
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
