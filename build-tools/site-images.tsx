// The site's images, drawn at build time (`npm run images`, run by `build` and `dev`): a
// 1200×630 social image (og:image, twitter:image) for every generator, category, pack and
// article, read from the registries, plus one for every other page, and the icons (favicon.ico,
// the Apple touch icon, the web app manifest's icons) from public/favicon.svg. Satori lays out
// each card as SVG, resvg turns it into a PNG; nothing of either reaches the site's runtime.
// The files go to public/ (git-ignored), and an image whose inputs have not changed since the
// last run is not drawn again (hashes in node_modules/.cache/site-images.json).
//
// Fonts: Inter (SIL Open Font License 1.1, @fontsource/inter) for the text, the monochrome Noto
// Emoji (same licence, @fontsource/noto-emoji) for the icons; both are drawn into the images as
// shapes, no font file is served.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

import { CATEGORIES, getCategory } from "../app/engine/categories";
import { GENERATOR_INDEX } from "../app/engine/catalogue";
import {
  APPLE_TOUCH_ICON,
  BRAND_COLORS,
  DEFAULT_SOCIAL_IMAGE_PATH,
  FAVICON_PATH,
  FAVICON_SIZES,
  FAVICON_SVG_PATH,
  MANIFEST_ICONS,
  SOCIAL_IMAGE_SIZE,
  socialImagePath,
} from "../app/features/shell/site-images";
import { SITE_CONFIG_DEFAULTS } from "../app/features/shell/site-defaults";
import { PACKS } from "../app/features/packs/packs";
import { compileMarkdown } from "./markdown";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PUBLIC_DIR = join(ROOT, "public");
const ARTICLES_DIR = join(ROOT, "content/articles");
const CACHE_FILE = join(ROOT, "node_modules/.cache/site-images.json");
const FONT_FILES = {
  inter: (subset: string, weight: 400 | 700) =>
    join(ROOT, `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
  emoji: join(ROOT, "node_modules/@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff"),
};

/** One social image: where it is served and what it says. */
export interface SocialImage {
  /** Its path on the site (and under public/). */
  path: string;
  title: string;
  /** The emoji drawn above the title: the page's own, or its category's. */
  icon?: string;
  /** What the page is, under the title ("Numbers generator", "Pack"). */
  label: string;
}

/** The articles' slugs and titles, read from their Markdown as the site's build reads them. */
function articleImages(): SocialImage[] {
  return readdirSync(ARTICLES_DIR)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = join(ARTICLES_DIR, name);
      const { frontmatter } = compileMarkdown(readFileSync(file, "utf8"), file);
      return {
        path: socialImagePath("articles", basename(name, ".md")),
        title: frontmatter.title,
        label: "Article",
      };
    });
}

/**
 * Every social image the site serves, from the registries: one per generator, category, pack
 * and article, and the default for every other page.
 */
export function socialImages(appDescription: string = SITE_CONFIG_DEFAULTS.APP_DESCRIPTION) {
  return [
    { path: DEFAULT_SOCIAL_IMAGE_PATH, title: appDescription, label: "Random generators" },
    ...GENERATOR_INDEX.map((generator): SocialImage => {
      const category = getCategory(generator.category);
      return {
        path: socialImagePath("generators", generator.id),
        title: generator.title,
        icon: generator.iconText ?? category?.iconText,
        label: `${category?.title ?? "Random"} generator`,
      };
    }),
    ...CATEGORIES.map((category): SocialImage => ({
      path: socialImagePath("categories", category.id),
      title: `${category.title} generators`,
      icon: category.iconText,
      label: "Category",
    })),
    ...PACKS.map((pack): SocialImage => ({
      path: socialImagePath("packs", pack.id),
      title: pack.title,
      icon: pack.iconText,
      label: "Pack",
    })),
    ...articleImages(),
  ] satisfies SocialImage[];
}

type Fonts = Parameters<typeof satori>[1]["fonts"];

function loadFonts(): Fonts {
  const inter = (["latin", "latin-ext"] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: "Inter",
      data: readFileSync(FONT_FILES.inter(subset, weight)),
      weight,
      style: "normal" as const,
    })),
  );
  return [...inter, { name: "Noto Emoji", data: readFileSync(FONT_FILES.emoji), weight: 400 }];
}

/** The site's mark (public/favicon.svg), rounded as the favicon or square for home screens. */
function markSvg(shape: "rounded" | "square"): string {
  const svg = readFileSync(join(PUBLIC_DIR, FAVICON_SVG_PATH), "utf8");
  if (shape === "rounded") return svg;
  const square = svg.replace(/ rx="[\d.]+"/, "");
  if (square === svg) throw new Error("public/favicon.svg: expected a rounded <rect rx=…>");
  return square;
}

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

/** A social card: the icon, the title, what the page is, and the site's mark and name. */
function Card({ image, appName, mark }: { image: SocialImage; appName: string; mark: string }) {
  const long = image.title.length > 40;
  return (
    <div
      style={{
        width: SOCIAL_IMAGE_SIZE.width,
        height: SOCIAL_IMAGE_SIZE.height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundColor: BRAND_COLORS.background,
        borderTop: `24px solid ${BRAND_COLORS.accent}`,
        fontFamily: "Inter, Noto Emoji",
        color: BRAND_COLORS.text,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        {image.icon ? (
          <div style={{ display: "flex", fontSize: 112, color: BRAND_COLORS.accent }}>
            {image.icon}
          </div>
        ) : null}
        <div
          style={{
            display: "flex",
            marginTop: 24,
            fontSize: long ? 60 : 76,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: "-0.02em",
          }}
        >
          {image.title}
        </div>
        <div
          style={{ display: "flex", marginTop: 20, fontSize: 36, color: BRAND_COLORS.mutedText }}
        >
          {image.label}
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center" }}>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- drawn into a PNG, never shown as HTML */}
        <img src={mark} width={64} height={64} />
        <div
          style={{
            display: "flex",
            marginLeft: 20,
            fontSize: 40,
            fontWeight: 700,
            color: BRAND_COLORS.accent,
          }}
        >
          {appName}
        </div>
      </div>
    </div>
  );
}

/** favicon.ico: the mark at each of FAVICON_SIZES, as PNGs in one ICO container. */
export function icoFile(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

/** One file to write: its path on the site, its inputs (for the cache) and how to draw it. */
interface Job {
  path: string;
  inputs: unknown;
  draw: () => Promise<Buffer> | Buffer;
}

function iconJobs(): Job[] {
  const rounded = markSvg("rounded");
  const square = markSvg("square");
  return [
    {
      path: FAVICON_PATH,
      inputs: { rounded, FAVICON_SIZES },
      draw: () => icoFile(FAVICON_SIZES.map((size) => ({ size, data: png(rounded, size) }))),
    },
    // Home screens round the corners themselves and show transparency as black: a full square.
    ...[APPLE_TOUCH_ICON, ...MANIFEST_ICONS].map((icon) => ({
      path: icon.path,
      inputs: { square, icon },
      draw: () => png(square, icon.size),
    })),
  ];
}

function socialJobs(appName: string, appDescription: string): Job[] {
  const fonts = loadFonts();
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg("rounded")).toString("base64")}`;
  return socialImages(appDescription).map((image) => ({
    path: image.path,
    inputs: { image, appName, mark },
    draw: async () =>
      png(
        await satori(<Card image={image} appName={appName} mark={mark} />, {
          ...SOCIAL_IMAGE_SIZE,
          fonts,
        }),
        SOCIAL_IMAGE_SIZE.width,
      ),
  }));
}

/** The renderer's own version: this file and the fonts' package versions. */
function rendererVersion(): string {
  const packageVersion = (name: string) =>
    (
      JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  return [
    readFileSync(fileURLToPath(import.meta.url), "utf8"),
    ...["satori", "@resvg/resvg-js", "@fontsource/inter", "@fontsource/noto-emoji"].map(
      packageVersion,
    ),
  ].join("\n");
}

/**
 * Draws every image whose inputs changed (or whose file is missing) into public/. The site name
 * and tagline are APP_NAME and APP_DESCRIPTION from the environment when set, else the
 * defaults: images are drawn before deployment, so they cannot read a deployment's [vars].
 */
export async function writeSiteImages(): Promise<{ drawn: number; kept: number }> {
  const appName = process.env.APP_NAME?.trim() || SITE_CONFIG_DEFAULTS.APP_NAME;
  const appDescription =
    process.env.APP_DESCRIPTION?.trim() || SITE_CONFIG_DEFAULTS.APP_DESCRIPTION;
  const cache: Record<string, string> = existsSync(CACHE_FILE)
    ? (JSON.parse(readFileSync(CACHE_FILE, "utf8")) as Record<string, string>)
    : {};
  const version = rendererVersion();
  const next: Record<string, string> = {};
  let drawn = 0;
  for (const job of [...iconJobs(), ...socialJobs(appName, appDescription)]) {
    const hash = createHash("sha256")
      .update(version)
      .update(JSON.stringify(job.inputs))
      .digest("hex");
    next[job.path] = hash;
    const file = join(PUBLIC_DIR, job.path);
    if (cache[job.path] === hash && existsSync(file)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await job.draw());
    drawn++;
  }
  mkdirSync(dirname(CACHE_FILE), { recursive: true });
  writeFileSync(CACHE_FILE, JSON.stringify(next));
  return { drawn, kept: Object.keys(next).length - drawn };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { drawn, kept } = await writeSiteImages();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Site images: ${drawn} drawn, ${kept} unchanged, in ${seconds} s.`);
}
