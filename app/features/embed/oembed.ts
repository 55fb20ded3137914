import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import { escapeHtml } from "~/utils/escape-html";
import {
  EMBED_PATH_PREFIX,
  embedPath,
  embedSize,
  iframeCode,
  secretNotEmbeddable,
  settingsSearch,
} from "./model";

// oEmbed (https://oembed.com): a consumer such as WordPress, given a pasted link to a generator
// page, asks /oembed for the iframe to show in its place.

/** What /oembed needs to know of a generator. */
export interface EmbeddableGenerator {
  id: string;
  title: string;
  secret: boolean;
}

export interface OembedRequest {
  params: URLSearchParams;
  /** Origins whose links this site answers for: the request's own and the configured one. */
  origins: readonly string[];
  appName: string;
  find: (id: string) => Promise<EmbeddableGenerator | undefined>;
}

export interface OembedAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The path parameter of oEmbed's discovery link and endpoint. */
export const OEMBED_PATH = "/oembed";

/** The discovery link's href for a page's absolute URL (`format` json or xml). */
export function oembedHref(origin: string, pageUrl: string, format: "json" | "xml"): string {
  const query = new URLSearchParams({ url: pageUrl, format });
  return `${origin}${OEMBED_PATH}?${query}`;
}

function problem(status: number, message: string): OembedAnswer {
  return { status, contentType: "text/plain; charset=utf-8", body: message };
}

/** A positive whole number of pixels, null when absent, undefined when malformed. */
function pixels(value: string | null): number | null | undefined {
  if (value === null || value.trim() === "") return null;
  if (!/^\d{1,5}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

function xml(fields: Record<string, string | number>): string {
  const body = Object.entries(fields)
    .map(([name, value]) => `  <${name}>${escapeHtml(String(value))}</${name}>`)
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>\n${body}\n</oembed>\n`;
}

/** Answers an oEmbed request: a `rich` response with the embed's iframe, or a readable refusal. */
export async function answerOembed({
  params,
  origins,
  appName,
  find,
}: OembedRequest): Promise<OembedAnswer> {
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "xml") {
    return problem(501, `The format "${format.slice(0, 20)}" is not offered: use json or xml.`);
  }
  const written = params.get("url");
  if (!written) {
    return problem(
      400,
      "Give the page to embed as `url`, e.g. /oembed?url=https://…/random-number",
    );
  }
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return problem(400, `"${written.slice(0, 200)}" is not a URL: give a page's full address.`);
  }
  if (!origins.includes(url.origin)) {
    return problem(404, `${url.origin} is not this site: only this site's pages can be embedded.`);
  }
  const maxWidth = pixels(params.get("maxwidth"));
  const maxHeight = pixels(params.get("maxheight"));
  if (maxWidth === undefined || maxHeight === undefined) {
    return problem(400, "maxwidth and maxheight must be whole numbers of pixels, 1 or more.");
  }
  const path = url.pathname.startsWith(EMBED_PATH_PREFIX)
    ? url.pathname.slice(EMBED_PATH_PREFIX.length)
    : url.pathname.slice(1);
  const id = decodeURIComponent(path.replace(/\/$/, ""));
  const generator = /^[a-z0-9-]+$/.test(id) ? await find(id) : undefined;
  if (!generator) {
    return problem(
      404,
      `${url.pathname} is not a generator's page: nothing there can be embedded.`,
    );
  }
  if (generator.secret) return problem(404, secretNotEmbeddable(generator.title));

  const { width, height } = embedSize(generator.id === WHEEL_GENERATOR_ID, { maxWidth, maxHeight });
  const title = `${generator.title} · ${appName}`;
  const src = `${url.origin}${embedPath(generator.id, settingsSearch(url.search))}`;
  const fields = {
    version: "1.0",
    type: "rich",
    title,
    provider_name: appName,
    provider_url: `${url.origin}/`,
    html: iframeCode({ src, title, width, height }),
    width,
    height,
    cache_age: 86_400,
  };
  return format === "xml"
    ? { status: 200, contentType: "text/xml; charset=utf-8", body: xml(fields) }
    : { status: 200, contentType: "application/json; charset=utf-8", body: JSON.stringify(fields) };
}
