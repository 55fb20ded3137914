import path from "node:path";

import { Marked, type Token, type Tokens } from "marked";
import type { Plugin } from "vite";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

// Articles are Markdown compiled at build time: the parser runs here, in Node, and only the
// rendered HTML reaches the server bundle. Nothing of marked or yaml ever ships to the browser.

/** A calendar date written as YYYY-MM-DD that exists (no 2026-02-30). */
const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written as YYYY-MM-DD", abort: true })
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    { message: "must be a real calendar date" },
  );

const kebabSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens");

/** What every article declares between its `---` lines. */
export const articleFrontmatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(50).max(200),
  date: isoDateSchema,
  tags: z.array(kebabSchema).min(1).max(8),
  generators: z.array(kebabSchema).min(1),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** A section heading of the body, with the id its anchor carries. */
export interface MarkdownHeading {
  depth: number;
  text: string;
  id: string;
}

/** What a `.md` import provides: one named export per field (see markdownModule). */
export interface CompiledMarkdown {
  frontmatter: ArticleFrontmatter;
  html: string;
  words: number;
  /** Minutes at about 200 words a minute, never less than 1. */
  readingMinutes: number;
  headings: MarkdownHeading[];
}

export const WORDS_PER_MINUTE = 200;

/** A Markdown file that cannot become an article; the message names the file. */
export class MarkdownError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "MarkdownError";
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** Tags that separate words; inline tags (em, a, code) do not. */
const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|li|ul|ol|table|thead|tbody|tr|th|td|blockquote|pre|br|hr)\b[^>]*>/g;

/** The visible text of an HTML fragment. */
function textOf(html: string): string {
  return html
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Link targets an article may use: site paths, in-page anchors and https pages. */
const ALLOWED_HREF = /^(?:\/(?!\/)|#|https:\/\/)/;

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length > 0 ? issue.path.join(".") : "frontmatter"}: ${issue.message}`,
    )
    .join("; ");
}

/**
 * Compiles one article: validates its YAML frontmatter and renders its Markdown (GFM) to HTML,
 * with an id on every heading. Raw HTML and links to anything but site paths, anchors or https
 * pages are refused, so the output is safe to render as is. `file` names the article in errors.
 */
export function compileMarkdown(source: string, file: string): CompiledMarkdown {
  const match = FRONTMATTER.exec(source);
  if (!match) {
    throw new MarkdownError(file, "the file must start with frontmatter between two --- lines");
  }
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new MarkdownError(
      file,
      `the frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  const parsed = articleFrontmatterSchema.safeParse(data ?? {});
  if (!parsed.success) {
    throw new MarkdownError(file, `invalid frontmatter: ${formatIssues(parsed.error)}`);
  }

  return { frontmatter: parsed.data, ...renderMarkdown(source.slice(match[0].length), file) };
}

/**
 * Renders Markdown (GFM) to HTML with an id on every heading, refusing raw HTML and links to
 * anything but site paths, anchors or https pages, so the output is safe to render as is.
 */
function renderMarkdown(markdown: string, file: string): Omit<CompiledMarkdown, "frontmatter"> {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(markdown);
  const headingIds = new Map<Token, string>();
  const used = new Set<string>();
  marked.walkTokens(tokens, (token) => {
    if (token.type === "html") {
      throw new MarkdownError(
        file,
        `raw HTML is not allowed in articles: ${token.raw.trim().slice(0, 60)}`,
      );
    }
    if (token.type === "link" && !ALLOWED_HREF.test((token as Tokens.Link).href)) {
      throw new MarkdownError(
        file,
        `links must point to a site path, an anchor or an https page: ${(token as Tokens.Link).href}`,
      );
    }
    if (token.type === "heading") {
      const base = slugify(textOf(marked.parseInline((token as Tokens.Heading).text) as string));
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      headingIds.set(token, id);
    }
  });

  const headings: MarkdownHeading[] = [];
  marked.use({
    renderer: {
      heading(token) {
        const inner = this.parser.parseInline(token.tokens);
        const id = headingIds.get(token) ?? slugify(textOf(inner));
        headings.push({ depth: token.depth, text: textOf(inner), id });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  // Code blocks scroll sideways on narrow screens; tabindex lets keyboard users scroll them too.
  const html = marked.parser(tokens).replaceAll("<pre>", '<pre tabindex="0">');
  // A word is a run of text with at least one letter or digit (a lone "—" or "|" is not).
  const words = textOf(html)
    .split(" ")
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return {
    html,
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    headings,
  };
}

/** The JavaScript module a `.md` import becomes. */
export function markdownModule(compiled: CompiledMarkdown): string {
  return Object.entries(compiled)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
    .join("\n");
}

/** What a `.md?document` import provides: a specification kept as Markdown, served as is. */
export interface CompiledDocument {
  /** The file's exact text (served byte for byte). */
  source: string;
  html: string;
  headings: MarkdownHeading[];
}

/** Suffix of a Markdown import that is a document (no frontmatter), not an article. */
export const DOCUMENT_QUERY = "?document";

/** Compiles a document: its Markdown rendered as an article's body, and its exact text. */
export function compileDocument(source: string, file: string): CompiledDocument {
  const { html, headings } = renderMarkdown(source, file);
  return { source, html, headings };
}

/**
 * Vite plugin: every `.md` import becomes a module exporting the validated frontmatter, the
 * rendered HTML, the word count, the reading time and the headings; a `.md?document` import
 * (a specification without frontmatter) its text, HTML and headings. A malformed file fails
 * the build with a message naming it.
 */
export function markdownPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "randomly:markdown",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.endsWith(`.md${DOCUMENT_QUERY}`)) {
        const file = id.slice(0, -DOCUMENT_QUERY.length);
        const compiled = compileDocument(code, path.relative(root, file) || file);
        return {
          code: Object.entries(compiled)
            .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
            .join("\n"),
          map: null,
        };
      }
      if (!id.endsWith(".md")) return null;
      const compiled = compileMarkdown(code, path.relative(root, id) || id);
      return { code: markdownModule(compiled), map: null };
    },
  };
}
