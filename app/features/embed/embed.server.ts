import { loadGenerator } from "~/engine/load-generator";
import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import { loadGeneratorPage } from "~/features/generator-page/index.server";
import { readSharedWheel } from "~/features/wheel/index.server";
import { CACHE_CONTROL } from "~/utils/cache-control";

import {
  EMBED_PARAMS,
  type EmbedData,
  readEmbedTheme,
  secretNotEmbeddable,
  settingsOf,
} from "./model";
import { answerOembed } from "./oembed";

/**
 * An embed's data, run from its URL like the generator's own page; a 404 with a readable message
 * for an unknown generator or one whose values are secrets (only ever made on their own page).
 */
export async function loadEmbed(
  id: string,
  url: URL,
  db: D1Database,
  appName: string,
): Promise<EmbedData> {
  const { theme, problem } = readEmbedTheme(url.searchParams);
  const isWheel = id === WHEEL_GENERATOR_ID;
  const settings = settingsOf(url, { wheel: isWheel });
  const wheel = isWheel ? await readSharedWheel(db, settings) : null;
  const page = await loadGeneratorPage(id, wheel?.url ?? settings);
  if (!page) throw new Response(`There is no generator called "${id}".`, { status: 404 });
  if (page.generator.secret) {
    throw new Response(secretNotEmbeddable(page.generator.title), { status: 404 });
  }
  if (wheel?.problem) page.problems.push(wheel.problem);
  if (problem) page.problems.push(problem);
  return {
    page,
    appName,
    theme,
    spun: url.searchParams.has(EMBED_PARAMS.spin),
    fullPagePath: page.run?.path ?? `/${page.generator.id}`,
  };
}

/** /oembed's response for a request to this deployment (configured at `siteOrigin`). */
export async function oembedResponse(
  request: Request,
  site: { origin: string; appName: string },
): Promise<Response> {
  const url = new URL(request.url);
  const answer = await answerOembed({
    params: url.searchParams,
    origins: [url.origin, site.origin],
    appName: site.appName,
    find: async (id) => {
      const generator = await loadGenerator(id);
      return generator && { id, title: generator.title, secret: Boolean(generator.secret) };
    },
  });
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      "Content-Type": answer.contentType,
      "Cache-Control": answer.status === 200 ? CACHE_CONTROL.publicShort : CACHE_CONTROL.noStore,
      // Consumers may ask from a browser too (a page builder's preview).
      "Access-Control-Allow-Origin": "*",
    },
  });
}
