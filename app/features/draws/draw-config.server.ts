import { LEAGUE_OF_ENTROPY_RELAYS } from "./quicknet";

// The draws' [vars]: which relays to ask for rounds, how many draws a client may create, and
// the TEST-ONLY clock. Each value that is malformed keeps its default, so a typo never turns a
// protection off or sends rounds to a stranger's address.

interface DrawEnv {
  DRAND_URLS?: unknown;
  DRAW_RATE_LIMIT?: unknown;
  DRAW_PENDING_LIMIT?: unknown;
  DRAW_TEST_CLOCK?: unknown;
}

/** Draws one client may create per minute when DRAW_RATE_LIMIT says nothing valid. */
export const DRAW_RATE_LIMIT_DEFAULT = 10;

/** The request header that sets "now" when DRAW_TEST_CLOCK is "header" (browser tests only). */
export const TEST_CLOCK_HEADER = "X-Test-Now";

/** The relays to ask, in order: DRAND_URLS (comma-separated http(s) URLs) or the League's own. */
export function drandRelays(env: DrawEnv): string[] {
  const listed = String(env.DRAND_URLS ?? "")
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter((url) => /^https?:\/\/[^\s/]+/.test(url));
  return listed.length > 0 ? listed : [...LEAGUE_OF_ENTROPY_RELAYS];
}

/** Draws per client per minute. */
export function drawRateLimit(env: DrawEnv): number {
  const limit = Number(env.DRAW_RATE_LIMIT);
  return Number.isInteger(limit) && limit >= 1 ? limit : DRAW_RATE_LIMIT_DEFAULT;
}

/** Draws one client may have waiting for the same round when DRAW_PENDING_LIMIT says nothing valid. */
export const DRAW_PENDING_LIMIT_DEFAULT = 3;

/**
 * Draws one client may have waiting for one round: 3, or DRAW_PENDING_LIMIT (the browser tests
 * raise it, as every test creates its draws from one address on the few recorded rounds).
 */
export function drawPendingLimit(env: DrawEnv): number {
  const limit = Number(env.DRAW_PENDING_LIMIT);
  return Number.isInteger(limit) && limit >= 1 ? limit : DRAW_PENDING_LIMIT_DEFAULT;
}

/**
 * The time of a request in Unix ms. Only when DRAW_TEST_CLOCK is exactly "header" (set for the
 * browser tests' servers, never in wrangler.toml) may the X-Test-Now header move it, so tests
 * can pass a round's time without waiting; in production the header is ignored.
 */
export function requestNow(env: DrawEnv, request: Request): number {
  if (env.DRAW_TEST_CLOCK === "header") {
    const asked = Number(request.headers.get(TEST_CLOCK_HEADER));
    if (Number.isSafeInteger(asked) && asked > 0) return asked;
  }
  return Date.now();
}
