import type { CompiledMarkdown, MarkdownHeading } from "../../../../build-tools/markdown";
import { getGeneratorEntry } from "~/engine/catalogue";

// Every article is a Markdown file compiled at build time (build-tools/markdown.ts): this module
// only sees the rendered HTML and its metadata, and stays on the server.

const modules = import.meta.glob<CompiledMarkdown>("../../../../content/articles/*.md", {
  eager: true,
});

/** What lists show of an article (the home page and /articles). Keep it small and stable. */
export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  tags: readonly string[];
  readingMinutes: number;
}

/** A generator an article links to, as its page lists it. */
export interface ArticleGenerator {
  id: string;
  title: string;
  iconText?: string;
}

/** One article as its page shows it: the summary plus the rendered body. */
export interface Article extends ArticleSummary {
  /** HTML rendered at build time from our own Markdown (no raw HTML allowed in it). */
  html: string;
  words: number;
  headings: readonly MarkdownHeading[];
  generators: readonly ArticleGenerator[];
}

function slugOf(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1, -".md".length);
}

const articles: readonly Article[] = Object.entries(modules)
  .map(([file, module]): Article => {
    const { title, description, date, tags, generators } = module.frontmatter;
    return {
      slug: slugOf(file),
      title,
      description,
      date,
      tags,
      readingMinutes: module.readingMinutes,
      html: module.html,
      words: module.words,
      headings: module.headings,
      // An id missing from the registry is caught by a test; the page just leaves it out.
      generators: generators.flatMap((id) => {
        const generator = getGeneratorEntry(id);
        return generator
          ? [{ id: generator.id, title: generator.title, iconText: generator.iconText }]
          : [];
      }),
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

const bySlug = new Map(articles.map((article) => [article.slug, article]));

/** Every article, newest first, as lists show them. */
export function listArticles(): ArticleSummary[] {
  return articles.map(({ slug, title, description, date, tags, readingMinutes }) => ({
    slug,
    title,
    description,
    date,
    tags,
    readingMinutes,
  }));
}

/** The article at /articles/{slug}, if there is one. */
export function getArticle(slug: string): Article | undefined {
  return bySlug.get(slug);
}

/** What an article's page shows, or null when there is no article called `slug`. */
export function articlePageData(asked: string) {
  const article = getArticle(asked);
  if (!article) return null;
  const { slug, title, description, date, tags, readingMinutes, html, headings, generators } =
    article;
  return {
    article: { slug, title, description, date, tags, readingMinutes, html, generators },
    sections: headings.filter((heading) => heading.depth === 2),
  };
}

export type ArticlePageData = NonNullable<ReturnType<typeof articlePageData>>;
