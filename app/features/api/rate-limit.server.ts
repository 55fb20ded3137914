import { apiFailure } from "./http.server";

// Per-client rate limiting of the API. The interface is that of Cloudflare's Workers
// rate-limiting binding (`limit({ key })` → `{ success }`), so the same check runs against
// the binding where a deployment has one, and against a store in this isolate where it has not.
//
// Cloudflare Pages cannot declare the binding: `wrangler pages deploy` refuses `ratelimits`
// (and `unsafe`) in a Pages project's wrangler.toml, while `wrangler pages dev` would run it.
// So wrangler.toml sets the limit as [vars] (API_RATE_LIMIT per API_RATE_PERIOD seconds), the
// local store enforces them in every isolate, and a deployment that binds a limiter as
// API_RATE_LIMITER (a Worker with the binding, reached through a service binding) uses it
// instead. See the README's "Public API" section.

/** What Cloudflare's rate-limiting binding offers; the local store offers the same. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** A limit as Cloudflare's binding takes it: `limit` requests per `period` seconds. */
export interface RateLimit {
  limit: number;
  /** Seconds; Cloudflare's binding accepts 10 or 60. */
  period: 10 | 60;
}

/** The limit when wrangler.toml says nothing: 120 requests a minute per client. */
export const API_RATE_LIMIT_DEFAULT: RateLimit = { limit: 120, period: 60 };

interface RateLimitEnv {
  API_RATE_LIMIT?: unknown;
  API_RATE_PERIOD?: unknown;
  API_RATE_LIMITER?: RateLimiter;
}

/**
 * The configured limit: API_RATE_LIMIT (a whole number from 1) per API_RATE_PERIOD (10 or 60
 * seconds). A value that is not one of those keeps its default, so a typo never turns the limit off.
 */
export function apiRateLimit(env: RateLimitEnv): RateLimit {
  const limit = Number(env.API_RATE_LIMIT);
  const period = Number(env.API_RATE_PERIOD);
  return {
    limit: Number.isInteger(limit) && limit >= 1 ? limit : API_RATE_LIMIT_DEFAULT.limit,
    period: period === 10 || period === 60 ? period : API_RATE_LIMIT_DEFAULT.period,
  };
}

/**
 * Counts requests per key in fixed windows of `period` seconds, in memory. On Cloudflare each
 * isolate keeps its own counts (as the binding's are kept per location), so it limits a burst
 * from one client, not a total across the world.
 */
export class LocalRateLimiter implements RateLimiter {
  /** Keys kept before expired windows are dropped, so memory stays bounded. */
  static readonly MAX_KEYS = 10_000;
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly config: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  private windowStart(now: number): number {
    const length = this.config.period * 1000;
    return now - (now % length);
  }

  limit({ key }: { key: string }): Promise<{ success: boolean }> {
    const now = this.clock();
    const start = this.windowStart(now);
    const current = this.windows.get(key);
    const window = current && current.start === start ? current : { start, count: 0 };
    window.count += 1;
    if (!current || current !== window) {
      if (this.windows.size >= LocalRateLimiter.MAX_KEYS) this.dropExpired(start);
      this.windows.set(key, window);
    }
    return Promise.resolve({ success: window.count <= this.config.limit });
  }

  /** Whole seconds until the current window ends: when a refused client may try again. */
  secondsToReset(): number {
    const now = this.clock();
    return Math.max(1, Math.ceil((this.windowStart(now) + this.config.period * 1000 - now) / 1000));
  }

  private dropExpired(start: number): void {
    for (const [key, window] of this.windows) if (window.start !== start) this.windows.delete(key);
    // Every key is in the current window: start over rather than grow without bound.
    if (this.windows.size >= LocalRateLimiter.MAX_KEYS) this.windows.clear();
  }
}

/** One local store per configured limit, kept for the isolate's lifetime. */
const localLimiters = new Map<string, LocalRateLimiter>();

function localLimiter(config: RateLimit): LocalRateLimiter {
  const id = `${config.limit}/${config.period}`;
  let limiter = localLimiters.get(id);
  if (!limiter) {
    limiter = new LocalRateLimiter(config);
    localLimiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Who a request comes from: Cloudflare's CF-Connecting-IP (which a client cannot set through
 * Cloudflare), an IPv6 address by its /64 network, as one household or server holds a whole one.
 */
export function clientKey(request: Request): string {
  const ip = (request.headers.get("CF-Connecting-IP") ?? "").trim().toLowerCase();
  if (!ip) return "unknown";
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const groups = head.split(":").filter(Boolean);
  const fill = Math.max(0, 8 - groups.length - tail.split(":").filter(Boolean).length);
  return [...groups, ...Array<string>(fill).fill("0"), ...tail.split(":").filter(Boolean)]
    .slice(0, 4)
    .join(":");
}

let bindingFailureLogged = false;

/**
 * Counts this request against its client's limit: null when it may go on, otherwise the 429
 * (with Retry-After) to answer. A bound limiter that fails is replaced by the local store for
 * that request, and logged once: a broken limiter must not take the API down.
 */
export async function refuseOverLimit(
  env: RateLimitEnv,
  request: Request,
  local: LocalRateLimiter = localLimiter(apiRateLimit(env)),
): Promise<Response | null> {
  const key = clientKey(request);
  let outcome: { success: boolean } | null = null;
  if (env.API_RATE_LIMITER) {
    try {
      outcome = await env.API_RATE_LIMITER.limit({ key });
    } catch (error) {
      if (!bindingFailureLogged)
        console.error("API_RATE_LIMITER failed; using the local store", error);
      bindingFailureLogged = true;
    }
  }
  const bound = outcome !== null;
  outcome ??= await local.limit({ key });
  if (outcome.success) return null;
  // The binding does not say when its window ends: a whole period is always enough.
  const retryAfter = bound ? local.config.period : local.secondsToReset();
  return apiFailure(
    429,
    "rate_limited",
    `Too many requests: at most ${local.config.limit} every ${local.config.period} seconds from one client. Try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`,
    { headers: { "Retry-After": String(retryAfter) } },
  );
}
