import { createHash } from "node:crypto";

import { describe, expect, test } from "vitest";

import { inlineScriptHashes } from "./inline-script-hashes.server";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inlineScriptHashes", () => {
  test("hashes the exact text of every inline script, once each, and no external script", async () => {
    const theme = '(() => { document.documentElement.className = "dark"; })()';
    const context = 'window.__remixContext = {"url":"/pin?x=é"};';
    const html = [
      "<!DOCTYPE html><html><head>",
      `<script>${theme}</script>`,
      '<script src="/assets/entry.client.js" type="module"></script>',
      '<link rel="modulepreload" href="/assets/root.js"/>',
      "</head><body><p>&lt;script&gt;not a script&lt;/script&gt;</p>",
      `<script type="module" async="">${context}</script>`,
      `<script>${theme}</script>`,
      "<script></script>",
      "</body></html>",
    ].join("\n");
    expect(await inlineScriptHashes(html)).toEqual([sha256(theme), sha256(context), sha256("")]);
  });

  test("a page without inline scripts needs no hash", async () => {
    expect(await inlineScriptHashes('<html><script src="/a.js"></script></html>')).toEqual([]);
  });
});
