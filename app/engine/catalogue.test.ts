import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { searchKeywords } from "../../build-tools/generator-registry";
import { GENERATOR_INDEX } from "./catalogue";
import {
  POPULAR_GENERATOR_IDS,
  generatorsByCategory,
  generatorsByTitle,
  popularGenerators,
} from "./listing";
import { CATEGORIES } from "./categories";
import { GENERATOR_SUMMARIES } from "./generator-summaries";
import { validateInput } from "./core/engine";
import {
  ALL_GENERATORS as GENERATORS,
  findGenerator,
  GENERATOR_CASES as CASES,
} from "./testing/all-generators";

/**
 * The first URL segment each route file serves, from Remix's flat-routes file names:
 * `sign-in.$.tsx` → `sign-in`, `[sitemap.xml].ts` → `sitemap.xml`. Pathless (`_`) and
 * dynamic (`$`) segments serve no fixed path, so they are skipped.
 */
function routeSegments(): string[] {
  const dir = fileURLToPath(new URL("../routes", import.meta.url));
  const segments = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.[jt]sx?$/, "")))
    .map((name) => /^(\[[^\]]*\]|[^.]+)/.exec(name)?.[0] ?? name)
    .filter((segment) => !segment.startsWith("$") && !segment.startsWith("_"))
    .map((segment) => segment.replace(/[[\]]/g, ""));
  return [...new Set(segments)];
}

/** Paths the site serves or will serve outside app/routes (auth, static files, the API). */
const RESERVED_SEGMENTS = [
  "all",
  "categories",
  "packs",
  "articles",
  "docs",
  "sign-in",
  "sign-up",
  "user",
  "organization",
  "healthz",
  "resources",
  "sitemap.xml",
  "robots.txt",
  "api",
  "assets",
  "build",
];

describe("the catalogue", () => {
  it("lists popular generators that all exist, each once", () => {
    expect(popularGenerators(GENERATOR_INDEX).map((g) => g.id)).toEqual([...POPULAR_GENERATOR_IDS]);
    expect(new Set(POPULAR_GENERATOR_IDS).size).toBe(POPULAR_GENERATOR_IDS.length);
  });

  it("has at least 60 generators in at least 10 categories", () => {
    expect(GENERATORS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(GENERATORS.map((generator) => generator.category)).size).toBeGreaterThanOrEqual(
      10,
    );
  });

  it("gives every generator a unique lowercase kebab-case id", () => {
    const ids = GENERATORS.map((generator) => generator.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("indexes each generator's metadata as its definition states it (search keywords only)", () => {
    const fromDefinitions = GENERATORS.map(
      ({ id, title, category, iconText, description, keywords, secret }) => ({
        id,
        title,
        category,
        ...(iconText ? { iconText } : {}),
        description,
        keywords: searchKeywords(title, keywords),
        ...(secret ? { secret } : {}),
      }),
    );
    expect([...GENERATOR_SUMMARIES]).toEqual(fromDefinitions);
  });

  it("gives every generator an icon, none shared by two generators of a category", () => {
    const seen = new Map<string, string>();
    for (const { id, category, iconText } of GENERATOR_INDEX) {
      expect(iconText, id).toBeTruthy();
      const key = `${category} ${iconText}`;
      expect(seen.get(key), `${id} has the icon of ${seen.get(key)}`).toBeUndefined();
      seen.set(key, id);
    }
  });

  it("finds each generator by its id", () => {
    for (const generator of GENERATORS) expect(findGenerator(generator.id)).toBe(generator);
    expect(findGenerator("no-such-generator")).toBeUndefined();
  });

  it("reads the site's top-level paths from the route files", () => {
    const segments = routeSegments();
    for (const expected of ["all", "categories", "packs", "docs", "healthz", "sign-in"]) {
      expect(segments).toContain(expected);
    }
  });

  it("uses no id that is also a top-level path of the site", () => {
    const taken = new Set([...routeSegments(), ...RESERVED_SEGMENTS]);
    const clashes = GENERATORS.map((generator) => generator.id).filter((id) => taken.has(id));
    expect(clashes).toEqual([]);
  });

  it("only uses categories that exist", () => {
    const categoryIds: readonly string[] = CATEGORIES.map((category) => category.id);
    for (const generator of GENERATORS) expect(categoryIds).toContain(generator.category);
  });

  it.each(CASES)("describes %s well enough to list and find it", (_id, generator) => {
    expect(generator.title.trim()).not.toBe("");
    expect(generator.description.trim()).not.toBe("");
    expect(generator.keywords.length).toBeGreaterThanOrEqual(3);
    // Three to six keywords; the dice roller predates the upper bound and keeps its seven.
    expect(generator.keywords.length).toBeLessThanOrEqual(generator.id === "dice-roller" ? 7 : 6);
    for (const keyword of generator.keywords) expect(keyword.trim()).not.toBe("");
    expect(Number.isInteger(generator.version)).toBe(true);
    expect(generator.version).toBeGreaterThan(0);
    for (const legacy of Object.keys(generator.legacy ?? {}))
      expect(Number(legacy)).toBeLessThan(generator.version);
  });

  it.each(CASES)("accepts the default input of %s", (_id, generator) => {
    expect(validateInput(generator, {})).toMatchObject({ ok: true });
  });

  it("lists generators by title in alphabetical order, a leading Random left out", () => {
    const byTitle = generatorsByTitle(GENERATOR_INDEX);
    expect(byTitle).toHaveLength(GENERATORS.length);
    for (let i = 1; i < byTitle.length; i++) {
      const [before, after] = [byTitle[i - 1], byTitle[i]].map((g) =>
        g!.title.replace(/^Random /, ""),
      );
      expect(before!.localeCompare(after!, "en")).toBeLessThanOrEqual(0);
    }
    const titles = byTitle.map((g) => g.title);
    expect(titles.indexOf("Random Animal")).toBeLessThan(titles.indexOf("Bingo Card"));
    // Without a locale, case and accents still do not decide the order.
    const listed = ["Zebra", "Émoji", "apple", "Echo", "Random Banana"].map((title, i) => ({
      id: `g${i}`,
      title,
      category: "numbers" as const,
    }));
    expect(generatorsByTitle(listed).map((g) => g.title)).toEqual([
      "apple",
      "Random Banana",
      "Echo",
      "Émoji",
      "Zebra",
    ]);
    expect(new Set(byTitle.map((summary) => summary.id))).toEqual(
      new Set(GENERATORS.map((generator) => generator.id)),
    );
  });

  it("groups generators by category in menu order, each exactly once, by title", () => {
    const groups = generatorsByCategory(GENERATOR_INDEX);
    const order = groups.map((group) => CATEGORIES.findIndex((c) => c.id === group.category.id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    const listed = groups.flatMap((group) => group.generators.map((summary) => summary.id));
    expect([...listed].sort()).toEqual(GENERATORS.map((generator) => generator.id).sort());
    for (const group of groups) {
      expect(group.generators.length).toBeGreaterThan(0);
      for (const summary of group.generators) expect(summary.category).toBe(group.category.id);
      const titles = group.generators.map((summary) => summary.title.replace(/^Random /, ""));
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
    }
  });
});
