import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";

import { provideClerkRoot } from "~/features/accounts";
import { ClerkRoot } from "~/features/accounts/index.server";
import { preloadIslands } from "~/ui/island";
import { type AuthEnv, authOrigins } from "~/features/accounts/index.server";
import { closeDocumentLast } from "~/features/shell/index.server";
import { CACHE_CONTROL } from "~/utils/cache-control";
import {
  buildContentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  isSecretPage,
} from "~/features/shell/index.server";
import { NonceProvider } from "~/utils/nonce";
import { getSiteConfig } from "~/features/shell/index.server";

/** Google Analytics' origins, allowed only when a measurement id is configured. */
const ANALYTICS_SCRIPT_ORIGINS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT_ORIGINS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

function analyticsConfigured(loadContext: AppLoadContext): boolean {
  try {
    return getSiteConfig(loadContext.cloudflare.env).analyticsMeasurementId !== null;
  } catch {
    return false; // the root loader reports a bad configuration
  }
}

// The server renders the Clerk-wrapped site whenever a request's deployment has keys.
provideClerkRoot(ClerkRoot);

/** How long a streamed response may wait for deferred data before it is cut off. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page of secrets is the same bytes on every request (nothing in it can differ, not even a
  // nonce): its inline scripts are allowed by their hashes instead. Every other page has a nonce.
  const secret = isSecretPage(responseHeaders);
  const nonce = secret ? undefined : createNonce();
  await preloadIslands();
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error: unknown) {
        if (!request.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );

  // Crawlers and headless tools get the complete document in one piece, and so does a page of
  // secrets, whose scripts must all be known before its policy is written.
  if (secret || isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
  // Valid HTML: the data streamed after the shell goes inside the body, not after </html>.
  const document = body.pipeThrough(closeDocumentLast());

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", CACHE_CONTROL.document);
  }
  // The other security headers are added to every response by withSecurityHeaders.
  const analytics = analyticsConfigured(loadContext);
  const auth = authOrigins(loadContext.cloudflare.env as AuthEnv);
  const policy = {
    development: import.meta.env.DEV,
    https: new URL(request.url).protocol === "https:",
    scriptOrigins: [...(analytics ? ANALYTICS_SCRIPT_ORIGINS : []), ...auth.script],
    connectOrigins: [...(analytics ? ANALYTICS_CONNECT_ORIGINS : []), ...auth.connect],
    frameOrigins: auth.frame,
  };
  if (nonce === undefined) {
    const html = await new Response(document).text();
    const scriptHashes = await inlineScriptHashes(html);
    // Without 'strict-dynamic', the bot check's script (loaded by clerk-js) needs its origin.
    const scriptOrigins = [...policy.scriptOrigins, ...auth.frame];
    const csp = buildContentSecurityPolicy({ ...policy, scriptHashes, scriptOrigins });
    responseHeaders.set("Content-Security-Policy", csp);
    return new Response(html, { headers: responseHeaders, status });
  }
  responseHeaders.set("Content-Security-Policy", buildContentSecurityPolicy({ ...policy, nonce }));
  return new Response(document, { headers: responseHeaders, status });
}
