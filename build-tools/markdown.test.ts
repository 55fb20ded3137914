import { describe, expect, it } from "vitest";

import { compileMarkdown, markdownModule, markdownPlugin } from "./markdown";

const FRONTMATTER = `---
title: Rolling dice fairly
description: How the dice roller turns random bits into fair rolls, with the maths behind it.
date: 2026-03-04
tags: [dice, probability]
generators:
  - dice-roller
---
`;

function article(body: string, frontmatter = FRONTMATTER): string {
  return `${frontmatter}${body}`;
}

/** Calls the plugin's transform hook as Vite would. */
function transform(code: string, id: string) {
  const plugin = markdownPlugin();
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({}, code, id);
}

describe("compileMarkdown", () => {
  it("returns the validated frontmatter, the HTML and the headings with their anchors", () => {
    const compiled = compileMarkdown(
      article(
        "Intro with a [link](/dice-roller) and `code`.\n\n## Two & six\n\nText.\n\n## Two & six\n\n| a | b |\n| - | - |\n| 1 | 2 |\n",
      ),
      "content/articles/dice.md",
    );
    expect(compiled.frontmatter).toEqual({
      title: "Rolling dice fairly",
      description:
        "How the dice roller turns random bits into fair rolls, with the maths behind it.",
      date: "2026-03-04",
      tags: ["dice", "probability"],
      generators: ["dice-roller"],
    });
    expect(compiled.html).toContain('<a href="/dice-roller">link</a>');
    expect(compiled.html).toContain("<code>code</code>");
    expect(compileMarkdown(article("```\nx = 1\n```\n"), "a.md").html).toContain(
      '<pre tabindex="0"><code>x = 1\n</code></pre>',
    );
    expect(compiled.html).toContain('<h2 id="two-six">Two &amp; six</h2>');
    expect(compiled.html).toContain('<h2 id="two-six-2">Two &amp; six</h2>');
    expect(compiled.html).toContain("<table>");
    expect(compiled.headings).toEqual([
      { depth: 2, text: "Two & six", id: "two-six" },
      { depth: 2, text: "Two & six", id: "two-six-2" },
    ]);
  });

  it("counts the words a reader sees and reads about 200 of them a minute, at least one minute", () => {
    const short = compileMarkdown(article("One two *three*.\n"), "a.md");
    expect(short.words).toBe(3);
    expect(short.readingMinutes).toBe(1);
    const long = compileMarkdown(article(`${"word ".repeat(1000)}\n`), "b.md");
    expect(long.words).toBe(1000);
    expect(long.readingMinutes).toBe(5);
  });

  it.each([
    ["no frontmatter", "# Title\n\nBody", /a\.md: the file must start with frontmatter/],
    ["broken YAML", "---\ntitle: [unclosed\n---\nBody", /a\.md: the frontmatter is not valid YAML/],
    [
      "a missing title",
      FRONTMATTER.replace("title: Rolling dice fairly\n", ""),
      /a\.md: invalid frontmatter: title:/,
    ],
    [
      "a date that is not ISO",
      FRONTMATTER.replace("2026-03-04", "March 4, 2026"),
      /a\.md: invalid frontmatter: date: must be a date written as YYYY-MM-DD/,
    ],
    [
      "a date that does not exist",
      FRONTMATTER.replace("2026-03-04", "2026-02-30"),
      /a\.md: invalid frontmatter: date: must be a real calendar date/,
    ],
    [
      "tags that are not a list",
      FRONTMATTER.replace("tags: [dice, probability]", "tags: dice"),
      /a\.md: invalid frontmatter: tags:/,
    ],
    [
      "an unknown key",
      FRONTMATTER.replace("date:", "author: someone\ndate:"),
      /a\.md: invalid frontmatter: .*author/,
    ],
  ])("refuses a file with %s, naming the file", (_case, source, message) => {
    expect(() => compileMarkdown(source, "a.md")).toThrow(message);
  });

  it("refuses raw HTML and links that are not site paths, anchors or https pages", () => {
    expect(() => compileMarkdown(article("<script>alert(1)</script>\n"), "a.md")).toThrow(
      /a\.md: raw HTML is not allowed/,
    );
    expect(() => compileMarkdown(article("[x](javascript:alert(1))\n"), "a.md")).toThrow(
      /a\.md: links must point to/,
    );
    expect(() => compileMarkdown(article("[x](http://example.com)\n"), "a.md")).toThrow(
      /a\.md: links must point to/,
    );
    expect(
      compileMarkdown(article("[a](/docs) [b](#top) [c](https://example.com)\n"), "a.md").html,
    ).toContain('<a href="https://example.com">c</a>');
  });

  it("becomes a module whose exports are the compiled values", async () => {
    const compiled = compileMarkdown(article("Hello.\n"), "a.md");
    const code = markdownModule(compiled);
    const module = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
    )) as Record<string, unknown>;
    expect({ ...module }).toEqual({ ...compiled });
  });
});

describe("markdownPlugin", () => {
  it("turns .md imports into modules and leaves other files alone", () => {
    expect(transform(article("Hello.\n"), "/site/content/articles/hello.md")?.code).toContain(
      'export const html = "<p>Hello.</p>\\n";',
    );
    expect(transform("export const a = 1;", "/site/app/a.ts")).toBeNull();
  });

  it("fails the build on a malformed article with a message naming the file", () => {
    const bad = FRONTMATTER.replace("tags: [dice, probability]\n", "");
    expect(() =>
      transform(article("Body.\n", bad), `${process.cwd()}/content/articles/bad.md`),
    ).toThrow("content/articles/bad.md: invalid frontmatter: tags:");
  });
});
