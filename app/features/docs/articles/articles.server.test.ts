import { describe, expect, it } from "vitest";

import { articleFrontmatterSchema, WORDS_PER_MINUTE } from "../../../../build-tools/markdown";
import { getArticle, listArticles } from "./articles.server";
import { getGeneratorEntry } from "~/engine/catalogue";
import { getCategory } from "~/engine/categories";
import { NAV_LINKS } from "~/features/shell";

// The raw modules, so the tests see every generator id an article declares (the server module
// quietly leaves out ids the registry does not know).
const modules = import.meta.glob<{ frontmatter: unknown; html: string }>(
  "../../../../content/articles/*.md",
  { eager: true },
);
const files = Object.entries(modules).map(([file, module]) => ({
  slug: file.slice(file.lastIndexOf("/") + 1, -".md".length),
  ...module,
}));

/** Latest publication date an article may carry. */
const LAST_DATE = "2026-11-20";

/** The href of every link in an HTML fragment. */
function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

/** Whether a site path (with any query or fragment) is a page this site serves. */
function isSitePage(href: string): boolean {
  const path = href.replace(/[?#].*$/, "");
  if (NAV_LINKS.some((link) => link.href === path)) return true;
  const category = /^\/categories\/([^/]+)$/.exec(path);
  if (category) return getCategory(category[1] ?? "") !== undefined;
  const article = /^\/articles\/([^/]+)$/.exec(path);
  if (article) return getArticle(article[1] ?? "") !== undefined;
  return /^\/[^/]+$/.test(path) && getGeneratorEntry(path.slice(1)) !== undefined;
}

describe("articles", () => {
  it("publishes at least 10 articles", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(listArticles()).toHaveLength(files.length);
  });

  it.each(files)(`$slug has valid frontmatter, dated in 2026 up to ${LAST_DATE}`, (file) => {
    expect(file.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const frontmatter = articleFrontmatterSchema.parse(file.frontmatter);
    expect(frontmatter.date >= "2026-01-01" && frontmatter.date <= LAST_DATE).toBe(true);
  });

  it.each(files)("$slug names only generators that exist, and links to each of them", (file) => {
    const { generators } = articleFrontmatterSchema.parse(file.frontmatter);
    for (const id of generators) expect(getGeneratorEntry(id), id).toBeDefined();
    const linked = new Set(
      hrefsIn(file.html)
        .map((href) => href.replace(/[?#].*$/, ""))
        .filter((path) => /^\/[^/]+$/.test(path) && getGeneratorEntry(path.slice(1)))
        .map((path) => path.slice(1)),
    );
    expect([...linked].sort()).toEqual([...new Set(generators)].sort());
  });

  it.each(files)("$slug links only to pages that exist and to its own headings", (file) => {
    const article = getArticle(file.slug);
    const anchors = new Set(article?.headings.map((heading) => heading.id));
    for (const href of hrefsIn(file.html)) {
      if (href.startsWith("#")) expect(anchors.has(href.slice(1)), href).toBe(true);
      else if (href.startsWith("/")) expect(isSitePage(href), href).toBe(true);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  it.each(files)("$slug is 600–1,200 words long with a matching reading time", ({ slug }) => {
    const article = getArticle(slug);
    expect(article?.words).toBeGreaterThanOrEqual(600);
    expect(article?.words).toBeLessThanOrEqual(1200);
    expect(article?.readingMinutes).toBe(
      Math.max(1, Math.round((article?.words ?? 0) / WORDS_PER_MINUTE)),
    );
  });

  it("gives every article its own title and description", () => {
    const articles = listArticles();
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.description)).size).toBe(articles.length);
  });
});

describe("listArticles", () => {
  it("lists the articles newest first, with only what lists show", () => {
    const articles = listArticles();
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles) {
      expect(Object.keys(article).sort()).toEqual(
        ["date", "description", "readingMinutes", "slug", "tags", "title"].sort(),
      );
    }
  });
});

describe("getArticle", () => {
  it("returns the rendered article with its generators' titles", () => {
    const article = getArticle("dice-probabilities");
    expect(article?.title).toBe("Dice probabilities: sums, sixes and 4d6 drop lowest");
    expect(article?.html).toContain('<a href="/dice-roller">Dice Roller</a>');
    expect(article?.generators).toContainEqual({
      id: "dice-roller",
      title: "Dice Roller",
      iconText: "🎲",
    });
  });

  it("returns nothing for an unknown slug", () => {
    expect(getArticle("no-such-article")).toBeUndefined();
    expect(getArticle("")).toBeUndefined();
  });
});
