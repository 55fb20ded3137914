import { getAuth, rootAuthLoader } from "@clerk/remix/ssr.server";
import type { AppLoadContext } from "@remix-run/cloudflare";

import { apiError } from "~/features/api/index.server";

// The one module that talks to Clerk's server API. Accounts are optional: with no keys (a fresh
// clone) the site runs keyless, and nothing here touches Clerk at all.

/** What the browser needs to know about accounts, decided on the server once per request. */
export type AuthState =
  { mode: "keyless"; userId: null } | { mode: "clerk"; userId: string | null };

/** How this deployment's Clerk keys are configured. */
export type AuthConfig =
  | { mode: "keyless" }
  | { mode: "clerk"; publishableKey: string; secretKey: string; jwtKey: string | undefined }
  | { mode: "misconfigured"; problem: string };

/** The auth-related variables and secrets; all optional (see README "Accounts (Clerk)"). */
export interface AuthEnv {
  CLERK_PUBLISHABLE_KEY?: string;
  CLERK_SECRET_KEY?: string;
  CLERK_JWT_KEY?: string;
}

export class AuthConfigError extends Error {
  constructor(readonly problem: string) {
    super(`Accounts are misconfigured: ${problem}`);
    this.name = "AuthConfigError";
  }
}

interface Args {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}

const README_HINT = 'See README.md, section "Accounts (Clerk)".';

/**
 * Whether a publishable key is well formed: `pk_test_` or `pk_live_` and the base64 of the
 * Frontend API host followed by `$`. Clerk itself rejects anything else at start-up.
 */
export function isPublishableKey(key: string): boolean {
  const match = /^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/.exec(key);
  if (!match?.[2]) return false;
  let decoded: string;
  try {
    decoded = atob(match[2].replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return false;
  }
  return /^[a-z0-9.-]+\.[a-z0-9-]+\$$/i.test(decoded);
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** Reads the Clerk keys from the environment and says whether accounts are on. */
export function authConfig(env: AuthEnv): AuthConfig {
  const publishableKey = text(env.CLERK_PUBLISHABLE_KEY);
  const secretKey = text(env.CLERK_SECRET_KEY);
  const jwtKey = text(env.CLERK_JWT_KEY) || undefined;
  if (!publishableKey && !secretKey) return { mode: "keyless" };
  if (!publishableKey) {
    return {
      mode: "misconfigured",
      problem: `CLERK_SECRET_KEY is set but CLERK_PUBLISHABLE_KEY is missing. ${README_HINT}`,
    };
  }
  if (!isPublishableKey(publishableKey)) {
    return {
      mode: "misconfigured",
      problem: `CLERK_PUBLISHABLE_KEY is malformed: it must look like "pk_test_…" or "pk_live_…" as shown in Clerk's dashboard. ${README_HINT}`,
    };
  }
  if (!secretKey) {
    return {
      mode: "misconfigured",
      problem: `CLERK_PUBLISHABLE_KEY is set but the secret CLERK_SECRET_KEY is missing. ${README_HINT}`,
    };
  }
  return { mode: "clerk", publishableKey, secretKey, jwtKey };
}

/**
 * Origins the browser must reach when accounts are on: Clerk's Frontend API (from the
 * publishable key; it serves clerk-js too), its image host and its bot-check frame.
 */
export function authOrigins(env: AuthEnv): {
  script: string[];
  connect: string[];
  frame: string[];
} {
  const config = authConfig(env);
  if (config.mode !== "clerk") return { script: [], connect: [], frame: [] };
  const encoded = config.publishableKey.replace(/^pk_(test|live)_/, "");
  const frontendApi = `https://${atob(encoded.replace(/-/g, "+").replace(/_/g, "/")).replace(/\$$/, "")}`;
  return {
    script: [frontendApi],
    connect: [frontendApi, "https://img.clerk.com"],
    frame: ["https://challenges.cloudflare.com"],
  };
}

/** Clerk's own decoding of the Cookie header (@clerk/backend ClerkRequest.decodeCookieValue). */
const CLERK_ESCAPES = /(%[0-9A-Z]{2})+/g;

function clerkCanDecode(text: string): boolean {
  try {
    text.replace(CLERK_ESCAPES, decodeURIComponent);
    return true;
  } catch {
    return false;
  }
}

/**
 * The request as Clerk should see it. Clerk percent-decodes the whole Cookie header and throws
 * (a 500 on every page) on one malformed escape in any cookie, such as `other=%E9` set by another
 * app on the domain. Such cookies are never Clerk's, so Clerk gets the header without them; the
 * copy has no body, which the route still reads from the original request.
 */
export function requestForClerk(request: Request): Request {
  const cookie = request.headers.get("Cookie");
  if (cookie === null || clerkCanDecode(cookie)) return request;
  const headers = new Headers(request.headers);
  headers.set("Cookie", cookie.split(";").filter(clerkCanDecode).join(";"));
  return new Request(request.url, { method: request.method, headers });
}

function forClerk<T extends Args>(args: T): T {
  return { ...args, request: requestForClerk(args.request) };
}

function configFor(context: AppLoadContext): AuthConfig {
  return authConfig(context.cloudflare.env as AuthEnv);
}

function clerkOptions(config: Extract<AuthConfig, { mode: "clerk" }>) {
  return {
    publishableKey: config.publishableKey,
    secretKey: config.secretKey,
    jwtKey: config.jwtKey,
    signInUrl: "/sign-in",
    signUpUrl: "/sign-up",
  };
}

/** Throws the configuration error with a log line the operator can act on. */
function misconfigured(problem: string): never {
  console.error(`Accounts are misconfigured: ${problem}`);
  throw new AuthConfigError(problem);
}

/**
 * The root loader's wrapper: with keys it goes through Clerk's `rootAuthLoader` (which adds
 * `clerkState` for `ClerkApp`); keyless it just adds `auth`. Either way the page data is the
 * callback's object plus `auth`.
 */
export async function withRootAuth<T extends Record<string, unknown>>(
  args: Args,
  build: () => Promise<T> | T,
): Promise<T & { auth: AuthState }> {
  const config = configFor(args.context);
  if (config.mode === "misconfigured") misconfigured(config.problem);
  if (config.mode === "keyless") {
    return { ...(await build()), auth: { mode: "keyless", userId: null } };
  }
  const response = await rootAuthLoader(
    forClerk(args),
    async ({ request }) => {
      const auth: AuthState = { mode: "clerk", userId: request.auth.userId ?? null };
      return { ...(await build()), auth };
    },
    clerkOptions(config),
  );
  // Clerk answers with a JSON Response: the same object plus `clerkState`, and its headers.
  return response as unknown as T & { auth: AuthState };
}

/** The signed-in user's id, or null when signed out or when accounts are not configured. */
export async function getUserId(args: Args): Promise<string | null> {
  const config = configFor(args.context);
  if (config.mode === "keyless") return null;
  if (config.mode === "misconfigured") misconfigured(config.problem);
  const auth = await getAuth(forClerk(args), clerkOptions(config));
  return auth.userId ?? null;
}

/**
 * The signed-in user's id for resource routes; otherwise throws a JSON 401 (signed out or
 * keyless) that says `signInMessage`, or 500 (misconfigured keys).
 */
export async function requireUserId(
  args: Args,
  signInMessage = "Sign in to keep saved values in your account.",
): Promise<string> {
  let userId: string | null;
  try {
    userId = await getUserId(args);
  } catch (error) {
    if (error instanceof AuthConfigError) {
      throw apiError(500, "accounts_misconfigured", error.message);
    }
    throw error;
  }
  if (!userId) {
    throw apiError(401, "unauthorized", signInMessage);
  }
  return userId;
}

/**
 * For account pages (profile, organization): with accounts on, a signed-out visitor is sent to
 * Sign In and brought back afterwards; keyless, the page explains that accounts are off.
 */
export async function requireSignedInPage(args: Args): Promise<null> {
  if (configFor(args.context).mode !== "clerk") return null;
  if (await getUserId(args)) return null;
  const back = new URL(args.request.url).pathname;
  throw new Response(null, {
    status: 302,
    headers: { Location: `/sign-in?redirect_url=${encodeURIComponent(back)}` },
  });
}
