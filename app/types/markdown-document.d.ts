/** A Markdown document imported with `?document` (build-tools/markdown.ts, compileDocument). */
declare module "*.md?document" {
  export const source: string;
  export const html: string;
  export const headings: { depth: number; text: string; id: string }[];
}
