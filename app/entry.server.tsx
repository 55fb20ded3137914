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
import { buildContentSecurityPolicy, createNonce } from "~/features/shell/index.server";
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
  const nonce = createNonce();
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

  // Crawlers and headless tools get the complete document in one piece.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", CACHE_CONTROL.document);
  }
  // The other security headers are added to every response by withSecurityHeaders.
  const analytics = analyticsConfigured(loadContext);
  const auth = authOrigins(loadContext.cloudflare.env as AuthEnv);
  responseHeaders.set(
    "Content-Security-Policy",
    buildContentSecurityPolicy({
      nonce,
      development: import.meta.env.DEV,
      https: new URL(request.url).protocol === "https:",
      scriptOrigins: [...(analytics ? ANALYTICS_SCRIPT_ORIGINS : []), ...auth.script],
      connectOrigins: [...(analytics ? ANALYTICS_CONNECT_ORIGINS : []), ...auth.connect],
      frameOrigins: auth.frame,
    }),
  );
  // Valid HTML: the data streamed after the shell goes inside the body, not after </html>.
  return new Response(body.pipeThrough(closeDocumentLast()), { headers: responseHeaders, status });
}
