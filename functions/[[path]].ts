import type { ServerBuild } from "@remix-run/cloudflare";
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";

import { refuseCrossSiteWrite } from "../app/features/api/api.server";
import { withSecurityHeaders } from "../app/features/shell/http-headers.server";
// The server build exists only after `remix vite:build`; typecheck may run before it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import * as build from "../build/server";

const handleRequest = createPagesFunctionHandler({
  build: build as unknown as ServerBuild,
});

/** Every response of the app, documents, data and resource routes alike, leaves with the security headers. */
export const onRequest: PagesFunction<Env> = async (context) =>
  withSecurityHeaders(refuseCrossSiteWrite(context.request) ?? (await handleRequest(context)));
