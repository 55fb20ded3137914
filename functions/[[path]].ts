import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";

import { refuseCrossSiteWrite } from "../app/features/api/api.server";
import { withSecurityHeaders } from "../app/features/shell/http-headers.server";
// The server build exists only after `remix vite:build`; typecheck may run before it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "../build/server";
// Written by build-tools/generate-code.ts after the browser build, like the server build above.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import generateCode from "../build/generate-code.json";

/**
 * The header createPagesFunctionHandler deletes from every request before its static-file lookup
 * (node_modules/@remix-run/cloudflare-pages/dist/worker.js, for cloudflare/wrangler2#117), so the
 * app never saw it and the API's ETags never gave a 304 (issue 32). It is kept here and put back
 * once that lookup is done, so the app reads the request as the client sent it.
 */
const DELETED_HEADER = "If-None-Match";
const sentHeader = new WeakMap<Request, string>();

const handleRequest = createPagesFunctionHandler<Env>({
  build: build as unknown as ServerBuild,
  // The handler's own default load context (whose `ctx` is Pages', without the Workers-only
  // `props`), plus the header given back to the request.
  getLoadContext: ({ request, context }) => {
    const sent = sentHeader.get(request);
    if (sent !== undefined) request.headers.set(DELETED_HEADER, sent);
    const cloudflare = { ...context.cloudflare, cf: context.cloudflare.request.cf };
    return { ...context, cloudflare, generateCode } as unknown as AppLoadContext;
  },
});

/** Every response of the app, documents, data and resource routes alike, leaves with the security headers. */
export const onRequest: PagesFunction<Env> = async (context) => {
  const sent = context.request.headers.get(DELETED_HEADER);
  if (sent !== null) sentHeader.set(context.request, sent);
  return withSecurityHeaders(
    refuseCrossSiteWrite(context.request) ?? (await handleRequest(context)),
  );
};
