import { LocalRateLimiter, clientKey } from "~/features/api/index.server";
import { checkDrawRequest, type DrawProblem } from "./draw-input";
import { drawDueAt, drawRound } from "./draw-method";
import type { DrawInput } from "./draw-input";
import type { Receipt } from "./hidden-list";
import type { PublicDraw } from "./public-draw";
import { getSiteConfig } from "~/features/shell/index.server";
import {
  afterDrawLogged,
  drawLogRecord,
  type Defer,
} from "~/features/transparency-log/index.server";

import { drawPendingLimit, drawRateLimit, requestNow } from "./draw-config.server";
import { toPublicDraw } from "./draw-view.server";
import { createDraw, pendingFull } from "./draws.server";

/** One limiter per configured limit, for this isolate's lifetime (as the API's). */
const limiters = new Map<number, LocalRateLimiter>();

function limiterFor(limit: number): LocalRateLimiter {
  let limiter = limiters.get(limit);
  if (!limiter) {
    limiter = new LocalRateLimiter({ limit, period: 60 });
    limiters.set(limit, limiter);
  }
  return limiter;
}

export type CreateDrawOutcome =
  | { ok: true; draw: PublicDraw; receipts: Receipt[] | null }
  | { ok: false; status: 400; problems: DrawProblem[] }
  | { ok: false; status: 429; message: string; retryAfter: number };

/**
 * Checks and stores a new draw for the form and the API alike. Only accepted draws count
 * against the client's DRAW_RATE_LIMIT per minute, so fixing a typo never locks anyone out.
 * The draw is logged with its INSERT; the checkpoint that holds it is published (and witnessed)
 * now or, batched, after the response through `defer` (Cloudflare's `waitUntil`).
 */
export async function createDrawFor(
  env: Env,
  request: Request,
  raw: unknown,
  ownerUserId: string | null,
  defer?: Defer,
): Promise<CreateDrawOutcome> {
  const nowMs = requestNow(env, request);
  const check = checkDrawRequest(raw, nowMs);
  if (!check.ok) return { ok: false, status: 400, problems: check.problems };
  const pendingLimit = drawPendingLimit(env);
  const client = { nowMs, clientKey: clientKey(request), limit: pendingLimit };
  if (await pendingFull(env.DB, check.input, client)) {
    return pendingRefusal(check.input, nowMs, pendingLimit);
  }
  const limiter = limiterFor(drawRateLimit(env));
  const { success } = await limiter.limit({ key: clientKey(request) });
  if (!success) {
    const retryAfter = limiter.secondsToReset();
    return {
      ok: false,
      status: 429,
      retryAfter,
      message: `Too many draws: at most ${limiter.config.limit} a minute from one client. Try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}; what you typed is kept.`,
    };
  }
  const created = await createDraw(env.DB, check.input, {
    nowMs,
    ownerUserId,
    clientKey: clientKey(request),
    pendingLimit,
  });
  if (!created.ok) return pendingRefusal(check.input, nowMs, pendingLimit);
  await afterDrawLogged(env, defer);
  return {
    ok: true,
    draw: toPublicDraw(created.draw, getSiteConfig(env).origin, undefined, undefined, {
      log: await drawLogRecord(env, created.draw.id, { publish: false }),
      logStart: null,
    }),
    receipts: created.receipts,
  };
}

/** The 429 of a client with too many draws waiting for one round, until that round is drawn. */
function pendingRefusal(input: DrawInput, nowMs: number, limit: number): CreateDrawOutcome {
  const dueMs = drawDueAt(drawRound(nowMs, input.drawAtMs));
  const retryAfter = Math.max(1, Math.ceil((dueMs - nowMs) / 1000));
  return {
    ok: false,
    status: 429,
    retryAfter,
    message: `You already have ${limit} draws waiting for the same round: choose another time, or wait ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"} until it is drawn.`,
  };
}
