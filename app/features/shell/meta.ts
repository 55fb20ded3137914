import type { Crumb } from "~/ui/breadcrumb";
import type { MetaDescriptor } from "@remix-run/cloudflare";

import { SITE_CONFIG_DEFAULTS } from "./site-defaults";
import { rootDataFrom } from "./root-data";
import {
  APPLE_TOUCH_ICON,
  DEFAULT_SOCIAL_IMAGE_PATH,
  FAVICON_PATH,
  FAVICON_SIZES,
  FAVICON_SVG_PATH,
  MANIFEST_PATH,
  SOCIAL_IMAGE_SIZE,
} from "./site-images";

// The client imports the site's image paths through this module only, so they ship inside the
// meta chunk every page loads anyway rather than as a chunk of their own.
export { socialImagePath } from "./site-images";

interface MatchLike {
  id: string;
  data?: unknown;
}

export type { Crumb };

/**
 * A nested page's whole trail, from Home to the page itself: the page shows it (Breadcrumb) and
 * names it in its BreadcrumbList JSON-LD (pageMeta), so the two are the same list.
 */
export function breadcrumbTrail(sections: readonly Crumb[], page: Crumb): Crumb[] {
  return [{ name: "Home", path: "/" }, ...sections, page];
}

/** Where a generator sits: Home, Categories, its category, itself (its page and the wheel's). */
export function generatorTrail(generator: {
  id: string;
  title: string;
  category: string;
  categoryTitle: string;
}): Crumb[] {
  return breadcrumbTrail(
    [
      { name: "Categories", path: "/categories" },
      { name: generator.categoryTitle, path: `/categories/${generator.category}` },
    ],
    { name: generator.title, path: `/${generator.id}` },
  );
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
  /** A nested page's trail from Home to itself (breadcrumbTrail), for its BreadcrumbList. */
  breadcrumbs?: readonly Crumb[];
  /**
   * The path of the page's social image (`socialImagePath(kind, id)` for a generator, category,
   * pack or article); every other page shares the default image.
   */
  image?: string;
  /** Further JSON-LD objects (e.g. an Article); each gets its own script tag. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** The head's links to the icons and the manifest (the root route adds them to every page). */
export const SITE_ICON_LINKS = [
  {
    rel: "icon",
    href: FAVICON_PATH,
    sizes: FAVICON_SIZES.map((size) => `${size}x${size}`).join(" "),
  },
  { rel: "icon", href: FAVICON_SVG_PATH, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON.path },
  { rel: "manifest", href: MANIFEST_PATH },
];

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
 * tags with the page's social image (a large card), and JSON-LD (a BreadcrumbList when the page is nested). Never throws when loader data
 * is missing (error pages).
 */
export function pageMeta(matches: readonly MatchLike[], page: PageMetaOptions): MetaDescriptor[] {
  const site = rootDataFrom(matches)?.site;
  const appName = site?.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  const title = `${page.title} · ${appName}`;
  const description = page.description ?? site?.appDescription ?? "";
  const image = absoluteUrl(matches, page.image ?? DEFAULT_SOCIAL_IMAGE_PATH);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: appName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: title },
  ];
  if (page.path === undefined) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  const url = absoluteUrl(matches, page.path);
  tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  if (page.breadcrumbs) {
    const trail = page.breadcrumbs;
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
