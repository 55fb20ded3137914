import type { InputProblem } from "~/engine/core/engine";
import type { GeneratorPageData } from "~/engine/core/page-data";
import { escapeHtml } from "~/utils/escape-html";

// Embeds: a generator or the wheel in another site's page (slides, a class blog, a stream
// overlay), as an iframe. Their rules and messages live here; the pages in ./*.tsx.

/** Where every embed lives: `/embed/{generatorId}`. Only these pages may be framed. */
export const EMBED_PATH_PREFIX = "/embed/";

/** The path of a generator's embed, with the settings (a URL query) it opens with. */
export function embedPath(generatorId: string, search = ""): string {
  const query = search.replace(/^\?/, "");
  return `${EMBED_PATH_PREFIX}${encodeURIComponent(generatorId)}${query ? `?${query}` : ""}`;
}

export const EMBED_THEMES = ["auto", "light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/**
 * The parameters an embed reads for itself; every other parameter is a generator setting.
 * `theme`: light, dark or auto (the viewer's system setting). `spin`: the wheel was asked to spin.
 */
export const EMBED_PARAMS = { theme: "theme", spin: "spin" } as const;

/** The theme an embed asks for, `auto` when it asks for none or for one there is not. */
export function readEmbedTheme(params: URLSearchParams): {
  theme: EmbedTheme;
  problem: InputProblem | null;
} {
  const asked = params.get(EMBED_PARAMS.theme);
  if (asked === null || asked === "") return { theme: "auto", problem: null };
  const theme = EMBED_THEMES.find((name) => name === asked.trim().toLowerCase());
  if (theme) return { theme, problem: null };
  return {
    theme: "auto",
    problem: {
      field: EMBED_PARAMS.theme,
      message: `"${asked.slice(0, 40)}" is not a theme: use light, dark or auto. Showing auto, which follows the viewer's system.`,
    },
  };
}

/** A permalink's parameters that fix one run's values: an embed makes new values each time. */
export const RUN_PARAMS = ["seed", "v", "at"] as const;

/** The settings of a page's URL query, without what fixes one run's values. */
export function settingsSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RUN_PARAMS) params.delete(name);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Picker Wheel's parameter for a wheel's entries, comma-separated (`/emb/?choices=a,b,c`): the
 * wheel's embed takes it as its `entries`, so links and snippets made for Picker Wheel work here.
 */
export const WHEEL_CHOICES_PARAM = "choices";

/**
 * The generator settings of an embed's URL: the same URL without the embed's own parameters,
 * and for the wheel, Picker Wheel's `choices` as its entries (one per line) unless it has some.
 */
export function settingsOf(url: URL, { wheel = false } = {}): URL {
  const settings = new URL(url);
  for (const name of Object.values(EMBED_PARAMS)) settings.searchParams.delete(name);
  const choices = settings.searchParams.get(WHEEL_CHOICES_PARAM);
  if (wheel && choices !== null) {
    settings.searchParams.delete(WHEEL_CHOICES_PARAM);
    if (!settings.searchParams.has("entries")) {
      const entries = choices.split(",").map((choice) => choice.trim());
      settings.searchParams.set("entries", entries.filter(Boolean).join("\n"));
    }
  }
  return settings;
}

/** An embed's size when the embedding page does not choose one (CSS pixels). */
export const EMBED_SIZE = { width: 480, height: 420, wheelHeight: 640 } as const;

/** The size an embed is given within a consumer's limits (oEmbed `maxwidth` and `maxheight`). */
export function embedSize(
  /** The wheel's embed is taller: the wheel above its button. */
  wheel: boolean,
  limits: { maxWidth?: number | null; maxHeight?: number | null } = {},
): { width: number; height: number } {
  const height = wheel ? EMBED_SIZE.wheelHeight : EMBED_SIZE.height;
  return {
    width: Math.min(EMBED_SIZE.width, limits.maxWidth ?? EMBED_SIZE.width),
    height: Math.min(height, limits.maxHeight ?? height),
  };
}

/** The iframe code that shows an embed on another page. */
export function iframeCode({
  src,
  title,
  width,
  height,
}: {
  src: string;
  title: string;
  width: number;
  height: number;
}): string {
  return `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/** Why a generator cannot be embedded: its values are secrets, made only on its own page. */
export function secretNotEmbeddable(title: string): string {
  return `${title} makes secrets, which are only ever made in your own browser on its page, so it cannot be embedded in another site.`;
}

/** What an embed's page shows: the generator's run, and the embed's own choices. */
export interface EmbedData {
  page: GeneratorPageData;
  /** The site's name, for the small link to the full page. */
  appName: string;
  theme: EmbedTheme;
  /** The wheel was asked to spin (its Spin button): show where it stopped. */
  spun: boolean;
  /** The generator's full page with these settings, for the small link to the site. */
  fullPagePath: string;
}
