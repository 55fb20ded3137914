import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { listArticles } from "~/features/docs/articles/articles.server";
import { CATEGORIES } from "~/engine/categories";
import { GENERATOR_INDEX } from "~/engine/catalogue";
import {
  BRAND_COLORS,
  DEFAULT_SOCIAL_IMAGE_PATH,
  socialImagePath,
} from "~/features/shell/site-images";
import { PACKS } from "~/features/packs/packs";

import { icoFile, socialImages } from "./site-images";

describe("the social images `npm run images` draws", () => {
  const images = socialImages();
  const paths = images.map((image) => image.path);

  it("include one for every generator, category, pack and article, and the default", () => {
    const expected = [
      DEFAULT_SOCIAL_IMAGE_PATH,
      ...GENERATOR_INDEX.map((generator) => socialImagePath("generators", generator.id)),
      ...CATEGORIES.map((category) => socialImagePath("categories", category.id)),
      ...PACKS.map((pack) => socialImagePath("packs", pack.id)),
      ...listArticles().map((article) => socialImagePath("articles", article.slug)),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it("each have a title and say what the page is, and every registry entry has an icon", () => {
    for (const image of images) {
      expect(image.title.trim(), image.path).not.toBe("");
      expect(image.label.trim(), image.path).not.toBe("");
      if (!image.path.startsWith("/og/articles/") && image.path !== DEFAULT_SOCIAL_IMAGE_PATH) {
        expect(image.icon, image.path).toBeTruthy();
      }
    }
  });

  it("name the article by its own title", () => {
    for (const article of listArticles()) {
      const image = images.find((i) => i.path === socialImagePath("articles", article.slug));
      expect(image?.title).toBe(article.title);
    }
  });
});

describe("icoFile", () => {
  it("writes an ICO directory that points at each PNG", () => {
    const pngs = [
      { size: 16, data: Buffer.from("first") },
      { size: 32, data: Buffer.from("second!") },
    ];
    const ico = icoFile(pngs);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    let offset = 6 + 16 * pngs.length;
    pngs.forEach(({ size, data }, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt32LE(entry + 8)).toBe(data.length);
      expect(ico.readUInt32LE(entry + 12)).toBe(offset);
      expect(ico.subarray(offset, offset + data.length).toString()).toBe(data.toString());
      offset += data.length;
    });
  });
});

describe("BRAND_COLORS", () => {
  it("are the light theme's colours in app/tailwind.css", () => {
    const css = readFileSync("app/tailwind.css", "utf8");
    const root = css.indexOf(":root {");
    const light = css.slice(root, css.indexOf("}", root));
    const variable = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`).exec(light)?.[1];
    expect(BRAND_COLORS).toEqual({
      accent: variable("accent"),
      background: variable("bg"),
      text: variable("fg"),
      mutedText: variable("muted-fg"),
    });
  });
});
