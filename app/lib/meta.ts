import type { MetaDescriptor } from "@remix-run/cloudflare";

import { SITE_CONFIG_DEFAULTS } from "~/lib/site-defaults";
import { rootDataFrom } from "~/lib/root-data";

interface MatchLike {
  id: string;
  data?: unknown;
}

/** One step of a page's breadcrumb trail (Home is added first by pageMeta). */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageMetaOptions {
  title: string;
  description?: string;
  /**
   * The page's own path ("/packs/game-night"), without the query: it becomes the canonical URL
   * and og:url. Leave it out on pages that must not be indexed (404s, error pages), which then
   * get `noindex` instead.
   */
  path?: string;
  /** Open Graph type: "article" on articles, "website" elsewhere. */
  type?: "website" | "article";
  /** The trail from Home to this page's parent, for BreadcrumbList JSON-LD on nested pages. */
  breadcrumbs?: readonly Crumb[];
  /** Further JSON-LD objects (e.g. an Article); each gets its own script tag. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** The site's address when the root data is missing (the default DOMAIN_NAME). */
export const DEFAULT_ORIGIN = `http://${SITE_CONFIG_DEFAULTS.DOMAIN_NAME}`;

/** The absolute URL of a path on this deployment, from the configured domain name. */
export function absoluteUrl(matches: readonly MatchLike[], path: string): string {
  const origin = rootDataFrom(matches)?.site.origin ?? DEFAULT_ORIGIN;
  return new URL(path, origin).href;
}

/**
 * Everything a page puts in its head for people and search engines: a unique title and
 * description, the canonical URL built from the configured domain name, Open Graph and Twitter
 * tags, and JSON-LD (a BreadcrumbList when the page is nested). Never throws when loader data
 * is missing (error pages).
 */
export function pageMeta(matches: readonly MatchLike[], page: PageMetaOptions): MetaDescriptor[] {
  const site = rootDataFrom(matches)?.site;
  const appName = site?.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  const title = `${page.title} · ${appName}`;
  const description = page.description ?? site?.appDescription ?? "";
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: appName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
  ];
  if (page.path === undefined) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  const url = absoluteUrl(matches, page.path);
  tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  if (page.breadcrumbs) {
    const trail = [
      { name: "Home", path: "/" },
      ...page.breadcrumbs,
      { name: page.title, path: page.path },
    ];
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: trail.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: absoluteUrl(matches, crumb.path),
        })),
      },
    });
  }
  for (const data of page.jsonLd ?? []) {
    tags.push({ "script:ld+json": { "@context": "https://schema.org", ...data } });
  }
  return tags;
}
