import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToString } from "react-dom/server";

import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import {
  buildContentSecurityPolicy,
  createNonce,
  getSiteConfig,
} from "~/features/shell/index.server";
import { CACHE_CONTROL } from "~/utils/cache-control";
import { NonceProvider } from "~/utils/nonce";

import { EmbedDocument } from "./embed-document";
import { loadEmbed } from "./embed.server";
import { GeneratorEmbed } from "./generator-embed";
import { readEmbedTheme } from "./model";
import { WheelEmbed } from "./wheel-embed";

// /embed/{generatorId} is a resource route that answers a whole document of its own: an embed
// runs no application script (nothing to hydrate), so none of it reaches the site's client
// bundles, and it never goes through the site's root (chrome, account, consent, cookies).

/** The embed's document, or a page that says why there is none; framable by any site. */
export async function embedPageResponse(
  { params, request, context }: LoaderFunctionArgs,
  /** The site's stylesheet's built URL (the root's, which the route imports). */
  stylesheet: string,
): Promise<Response> {
  const url = new URL(request.url);
  const { appName } = getSiteConfig(context.cloudflare.env);
  let status = 200;
  let document;
  try {
    const data = await loadEmbed(params.generatorId ?? "", url, context.cloudflare.env.DB, appName);
    const { generator } = data.page;
    document = (
      <EmbedDocument
        title={`${generator.title} · ${appName}`}
        description={generator.description}
        stylesheet={stylesheet}
        theme={data.theme}
      >
        {generator.id === WHEEL_GENERATOR_ID ? (
          <WheelEmbed data={data} />
        ) : (
          <GeneratorEmbed data={data} />
        )}
      </EmbedDocument>
    );
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    status = thrown.status;
    document = (
      <EmbedDocument
        title={`Not embeddable · ${appName}`}
        stylesheet={stylesheet}
        theme={readEmbedTheme(url.searchParams).theme}
      >
        <main className="flex flex-col gap-2 p-3">
          <h1 className="text-lg font-semibold">Nothing to embed here</h1>
          <p>{await thrown.text()}</p>
          <p>
            <a href="/all" target="_blank" rel="noreferrer" className="underline">
              See every generator on {appName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </main>
      </EmbedDocument>
    );
  }
  const nonce = createNonce();
  // The whole document in one piece: nothing in it suspends, and no script could fill in a
  // streamed part.
  const html = renderToString(<NonceProvider value={nonce}>{document}</NonceProvider>);
  return new Response(`<!DOCTYPE html>${html}`, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": status === 200 ? CACHE_CONTROL.document : CACHE_CONTROL.noStore,
      // Embeds are made to be shown in other sites' pages; no other page may be framed.
      "Content-Security-Policy": buildContentSecurityPolicy({
        nonce,
        https: url.protocol === "https:",
        frameAncestors: ["*"],
      }),
    },
  });
}
