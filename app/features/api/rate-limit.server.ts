import { apiError } from "./api.server";

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

/** What the local store says of one request: whether it may go on, and the client's quota after it. */
export interface LocalOutcome {
  success: boolean;
  /** Requests the client may still send now. */
  remaining: number;
  /** Whole seconds until a request counted now leaves the window and its unit comes back. */
  reset: number;
}

/**
 * Counts requests per key in a sliding window of `period` seconds, in memory: a request is let
 * through when fewer than `limit` were let through in the `period` seconds before it, so no
 * span of `period` seconds ever holds more than `limit` (a fixed window lets twice the limit
 * through across its boundary). On Cloudflare each isolate keeps its own counts (as the
 * binding's are kept per location), so it limits a burst from one client, not a total across
 * the world.
 */
export class LocalRateLimiter implements RateLimiter {
  /** Keys kept before idle ones are dropped, so memory stays bounded. */
  static readonly MAX_KEYS = 10_000;
  /** Per key, the times (ms) of the requests let through in the last `period`, oldest first. */
  private readonly windows = new Map<string, number[]>();
  private lastKey = "";

  constructor(
    readonly config: RateLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  private get length(): number {
    return this.config.period * 1000;
  }

  /** The key's times still inside the window ending at `now`. */
  private current(key: string, now: number): number[] | undefined {
    const times = this.windows.get(key);
    if (!times) return undefined;
    const first = times.findIndex((time) => time > now - this.length);
    times.splice(0, first === -1 ? times.length : first);
    return times;
  }

  limit({ key }: { key: string }): Promise<LocalOutcome> {
    const now = this.clock();
    this.lastKey = key;
    let times = this.current(key, now);
    if (!times) {
      if (this.windows.size >= LocalRateLimiter.MAX_KEYS) this.dropIdle(now);
      times = [];
      this.windows.set(key, times);
    }
    const success = times.length < this.config.limit;
    if (success) times.push(now);
    return Promise.resolve({
      success,
      remaining: this.config.limit - times.length,
      reset: this.resetOf(times, now),
    });
  }

  private resetOf(times: readonly number[], now: number): number {
    const oldest = times[0];
    return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.length - now) / 1000));
  }

  /**
   * Whole seconds until `key` (by default the key of the last `limit` call) may send again:
   * when the oldest of its counted requests leaves the window.
   */
  secondsToReset(key: string = this.lastKey): number {
    const now = this.clock();
    return Math.max(1, this.resetOf(this.current(key, now) ?? [], now));
  }

  private dropIdle(now: number): void {
    for (const [key, times] of this.windows) {
      if ((times.at(-1) ?? 0) <= now - this.length) this.windows.delete(key);
    }
    // Every key is busy: start over rather than grow without bound.
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

/** One request counted against its client's limit. */
export interface RequestCount {
  config: RateLimit;
  remaining: number;
  reset: number;
  /** The 429 to answer (with Retry-After), or null when the request may go on. */
  refused: Response | null;
}

/**
 * Counts this request against its client's limit. A bound limiter (API_RATE_LIMITER) decides
 * when there is one; the local store always counts too, for the RateLimit headers. A bound
 * limiter that fails is replaced by the local store for that request, and logged once: a broken
 * limiter must not take the API down.
 */
export async function countRequest(
  env: RateLimitEnv,
  request: Request,
  local: LocalRateLimiter = localLimiter(apiRateLimit(env)),
): Promise<RequestCount> {
  const key = clientKey(request);
  let bound: { success: boolean } | null = null;
  if (env.API_RATE_LIMITER) {
    try {
      bound = await env.API_RATE_LIMITER.limit({ key });
    } catch (error) {
      if (!bindingFailureLogged)
        console.error("API_RATE_LIMITER failed; using the local store", error);
      bindingFailureLogged = true;
    }
  }
  const counted = await local.limit({ key });
  const success = bound?.success ?? counted.success;
  const { config } = local;
  if (success) return { config, remaining: counted.remaining, reset: counted.reset, refused: null };
  // The binding does not say when its window ends: a whole period is always enough.
  const retryAfter = bound ? config.period : counted.reset;
  const refused = apiError(
    429,
    "rate_limited",
    `Too many requests: at most ${config.limit} every ${config.period} seconds from one client. Try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`,
    { headers: { "Retry-After": String(retryAfter) } },
  );
  return { config, remaining: 0, reset: retryAfter, refused };
}

/** The policy's name in the RateLimit headers. */
const POLICY = "api";

/** The IETF RateLimit-Policy header of a limit: its quota `q` per window `w` seconds. */
export function rateLimitPolicy(config: RateLimit): string {
  return `"${POLICY}";q=${config.limit};w=${config.period}`;
}

/**
 * The answer with the IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers): the
 * policy, and what is left of it (`r`) with the seconds until a unit comes back (`t`).
 */
export function withRateLimitHeaders(response: Response, count: RequestCount): Response {
  const headers = new Headers(response.headers);
  headers.set("RateLimit-Policy", rateLimitPolicy(count.config));
  headers.set("RateLimit", `"${POLICY}";r=${count.remaining};t=${count.reset}`);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
