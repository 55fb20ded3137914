import { describe, expect, it, vi } from "vitest";

import {
  API_RATE_LIMIT_DEFAULT,
  apiRateLimit,
  clientKey,
  LocalRateLimiter,
  countRequest,
  type RateLimiter,
} from "./rate-limit.server";

const request = (ip?: string) =>
  new Request("https://randomly.test/api/v1/generators/uuid-v4", {
    headers: ip === undefined ? {} : { "CF-Connecting-IP": ip },
  });

/** A local store on a clock the test moves. */
function store(limit: number, period: 10 | 60, start = 1_000_000) {
  let now = start;
  const limiter = new LocalRateLimiter({ limit, period }, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe("apiRateLimit", () => {
  it("reads API_RATE_LIMIT per API_RATE_PERIOD from wrangler.toml's [vars]", () => {
    expect(apiRateLimit({ API_RATE_LIMIT: "5", API_RATE_PERIOD: "10" })).toEqual({
      limit: 5,
      period: 10,
    });
  });

  it("keeps the default for a value that is not a limit, so a typo never turns it off", () => {
    for (const [limit, period] of [
      ["0", "7"],
      ["-1", ""],
      ["lots", "60s"],
      [undefined, undefined],
      ["1.5", "30"],
    ]) {
      expect(apiRateLimit({ API_RATE_LIMIT: limit, API_RATE_PERIOD: period })).toEqual(
        API_RATE_LIMIT_DEFAULT,
      );
    }
  });
});

describe("LocalRateLimiter", () => {
  it("lets `limit` requests through per window, then refuses until the first of them leaves it", async () => {
    const { limiter, advance } = store(3, 10, 0);
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await limiter.limit({ key: "a" })).success);
    expect(outcomes).toEqual([true, true, true, false]);
    advance(4_000);
    expect(limiter.secondsToReset()).toBe(6);
    expect((await limiter.limit({ key: "a" })).success).toBe(false);
    advance(6_000);
    expect((await limiter.limit({ key: "a" })).success).toBe(true);
  });

  it("holds the limit in every span of a period, across what a fixed window would reset", async () => {
    // A fixed window let 2 × limit through around its boundary: a burst at its end, another
    // at the start of the next. The sliding window refuses the second burst.
    const { limiter, advance } = store(120, 60, 0);
    const times: number[] = [];
    const send = async (at: number) => {
      if ((await limiter.limit({ key: "a" })).success) times.push(at);
    };
    advance(59_000);
    for (let i = 0; i < 120; i++) await send(59_000);
    advance(2_000);
    for (let i = 0; i < 120; i++) await send(61_000);
    expect(times).toHaveLength(120);
    // A steady client afterwards: one request a second for three minutes.
    for (let second = 62; second < 242; second++) {
      advance(1_000);
      await send(second * 1000);
    }
    for (const start of times) {
      const inSpan = times.filter((time) => time >= start && time < start + 60_000);
      expect(inSpan.length).toBeLessThanOrEqual(120);
    }
  });

  it("says what is left and when a unit comes back", async () => {
    const { limiter, advance } = store(3, 10, 0);
    expect(await limiter.limit({ key: "a" })).toEqual({ success: true, remaining: 2, reset: 10 });
    advance(4_000);
    expect(await limiter.limit({ key: "a" })).toEqual({ success: true, remaining: 1, reset: 6 });
    advance(7_000);
    expect(await limiter.limit({ key: "a" })).toEqual({ success: true, remaining: 1, reset: 3 });
  });

  it("counts each key on its own", async () => {
    const { limiter } = store(1, 60);
    expect((await limiter.limit({ key: "a" })).success).toBe(true);
    expect((await limiter.limit({ key: "a" })).success).toBe(false);
    expect((await limiter.limit({ key: "b" })).success).toBe(true);
  });

  it("keeps its memory bounded however many clients it sees", async () => {
    const { limiter, advance } = store(1, 10, 0);
    for (let i = 0; i < LocalRateLimiter.MAX_KEYS + 50; i++) {
      await limiter.limit({ key: `k${i}` });
      if (i === LocalRateLimiter.MAX_KEYS / 2) advance(10_000);
    }
    const size = (limiter as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size).toBeLessThanOrEqual(LocalRateLimiter.MAX_KEYS);
  });
});

describe("clientKey", () => {
  it("is the CF-Connecting-IP address, an IPv6 one by its /64 network", () => {
    expect(clientKey(request("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientKey(request("2001:db8:1:2:aaaa::1"))).toBe("2001:db8:1:2");
    expect(clientKey(request("2001:DB8:1:2:bbbb::2"))).toBe("2001:db8:1:2");
    expect(clientKey(request("2001:db8::1"))).toBe("2001:db8:0:0");
    expect(clientKey(request())).toBe("unknown");
  });
});

/** The 429 a request gets, or null when it may go on. */
const refuseOverLimit = async (...args: Parameters<typeof countRequest>) =>
  (await countRequest(...args)).refused;

describe("countRequest", () => {
  it("answers 429 with Retry-After once the local store refuses", async () => {
    const { limiter } = store(1, 10, 3_000);
    const env = {};
    expect(await refuseOverLimit(env, request("192.0.2.1"), limiter)).toBeNull();
    const refused = await refuseOverLimit(env, request("192.0.2.1"), limiter);
    expect(refused?.status).toBe(429);
    // The first request (at 3 s) leaves the 10-second window at 13 s.
    expect(refused?.headers.get("Retry-After")).toBe("10");
    const body = (await refused?.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/at most 1 every 10 seconds/);
  });

  it("uses the API_RATE_LIMITER binding when there is one", async () => {
    const binding: RateLimiter = { limit: vi.fn(() => Promise.resolve({ success: false })) };
    const { limiter } = store(100, 60);
    const refused = await refuseOverLimit(
      { API_RATE_LIMITER: binding },
      request("192.0.2.2"),
      limiter,
    );
    expect(binding.limit).toHaveBeenCalledWith({ key: "192.0.2.2" });
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toBe("60");
  });

  it("falls back to the local store when the binding fails, rather than failing the request", async () => {
    const binding: RateLimiter = { limit: () => Promise.reject(new Error("down")) };
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { limiter } = store(1, 60);
    const env = { API_RATE_LIMITER: binding };
    expect(await refuseOverLimit(env, request("192.0.2.3"), limiter)).toBeNull();
    expect((await refuseOverLimit(env, request("192.0.2.3"), limiter))?.status).toBe(429);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
