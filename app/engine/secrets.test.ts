import { readFileSync } from "node:fs";

import { describe, expect, test } from "vitest";

import { expectReadmeBlock } from "../../tests/support/readme-block";

import { GENERATOR_INDEX } from "./catalogue";
import { NOT_SECRET, namesASecret } from "./secrets";
import { ALL_GENERATORS } from "./testing/all-generators";

describe("secret generators", () => {
  test.each(ALL_GENERATORS.filter(namesASecret).map((generator) => [generator.id, generator]))(
    "%s, whose name says secret, is marked secret or listed as not secret with a reason",
    (id, generator) => {
      expect(
        generator.secret === true || (NOT_SECRET[id]?.length ?? 0) > 0,
        `${id}: add \`secret: true\` to its definition, or a reason to NOT_SECRET in app/engine/secrets.ts`,
      ).toBe(true);
    },
  );

  test("the audit rule reads whole words of the id and title", () => {
    expect(namesASecret({ id: "pin", title: "PIN Generator" })).toBe(true);
    expect(namesASecret({ id: "api-key", title: "API Key Generator" })).toBe(true);
    expect(namesASecret({ id: "session-tokens", title: "Session Tokens" })).toBe(true);
    expect(namesASecret({ id: "spin-the-wheel", title: "Spin the Wheel" })).toBe(false);
    expect(namesASecret({ id: "css-color-keyword", title: "Random CSS Colour Name" })).toBe(false);
  });

  test("a generator listed as not secret exists, is not marked secret and has a one-line reason", () => {
    for (const [id, reason] of Object.entries(NOT_SECRET)) {
      expect(reason, id).toMatch(/^[^\n]{20,}$/);
      const generator = ALL_GENERATORS.find((candidate) => candidate.id === id);
      expect(generator, `${id} is listed in NOT_SECRET but does not exist`).toBeDefined();
      expect(generator?.secret, `${id} is both secret and listed as not secret`).not.toBe(true);
    }
  });

  test("the passwords, passphrases, PINs, API keys, hex strings and random strings are secret", () => {
    const secret = GENERATOR_INDEX.filter((entry) => entry.secret).map((entry) => entry.id);
    expect(secret).toEqual(
      expect.arrayContaining([
        "password-generator",
        "passphrase",
        "pin",
        "api-key",
        "hex-string",
        "random-string",
      ]),
    );
    // The index the browser reads agrees with the definitions.
    expect(secret.sort()).toEqual(
      ALL_GENERATORS.filter((generator) => generator.secret)
        .map((generator) => generator.id)
        .sort(),
    );
  });

  test("the README lists the secret generators and the ones deliberately not secret", () => {
    const secret = ALL_GENERATORS.filter((generator) => generator.secret).sort((a, b) =>
      a.title.localeCompare(b.title),
    );
    const lines = [
      `Secret (${secret.length}): ${secret.map((g) => `${g.title} (\`/${g.id}\`)`).join(", ")}.`,
      "",
      "Reviewed and deliberately not secret:",
      "",
      ...Object.entries(NOT_SECRET).map(([id, reason]) => `- \`${id}\`: ${reason}.`),
    ];
    expectReadmeBlock("secret-generators", lines.join("\n"), "npm run generators:update");
  });

  test("the README's security section holds the list and says what is kept; its anchors resolve", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const headings = [...readme.matchAll(/^#{2,} (.+)$/gm)].map((match) => match[1] ?? "");
    // GitHub's anchor of a heading: lowercase, punctuation dropped, spaces made hyphens.
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, "")
        .replace(/ /g, "-");
    const security = headings.find((heading) => /^Security\b/.test(heading)) ?? "";
    expect(security, "a README section whose heading starts with Security").toMatch(
      /secret|password/i,
    );
    const start = readme.indexOf(`## ${security}\n`);
    const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
    expect(section).toContain("<!-- secret-generators:start -->");
    expect(section).toContain("**What is kept, and where, for a secret generator:**");
    const anchors = [...readme.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(anchors).toContain(slug(security));
    for (const anchor of anchors) expect(headings.map(slug), `#${anchor}`).toContain(anchor);
  });
});
