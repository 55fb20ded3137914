import { z } from "zod";

import {
  LocalRateLimiter,
  apiError,
  apiJson,
  clientKey,
  defineEndpoint,
} from "~/features/api/index.server";

import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";

import { isTooLarge, WHEEL_MESSAGES } from "./wheel";
import {
  isWheelLinkId,
  newWheelLinkId,
  WHEEL_LINK_MESSAGES,
  WHEEL_LINK_PARAMETER,
  WHEEL_LINKS_PER_MINUTE,
  wheelLinkPath,
  wheelLinkQuery,
} from "./wheel-links";
import { MAX_WHEEL_BODY_BYTES } from "./wheels.server";

// Short share links in D1 (table wheel_links): anyone may make one, as anyone may share a long
// link. The same query always answers the same id (found by its hash); a row never changes.

/** SHA-256 of the stored query, hex: what finds a wheel that was shared before. */
async function queryHash(query: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(query));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Ids tried before giving up: a clash of two random 10-character ids is already far-fetched. */
const ID_ATTEMPTS = 4;

/**
 * Stores a checked query (from `wheelLinkQuery`) and answers its link id: the existing one when
 * the same query was stored before, else a new random one.
 */
export async function storeWheelLink(
  db: D1Database,
  query: string,
  { now = new Date(), newId = newWheelLinkId } = {},
): Promise<string> {
  const hash = await queryHash(query);
  const find = db.prepare("SELECT link_id FROM wheel_links WHERE query_hash = ?").bind(hash);
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
    const found = await find.first<{ link_id: string }>();
    if (found) return found.link_id;
    // Ignored when another request stored the same query meanwhile (the hash is unique) or,
    // far less likely, when the id is taken: the next round finds the first, or draws anew.
    await db
      .prepare(
        "INSERT OR IGNORE INTO wheel_links (link_id, query_hash, query, created_at) VALUES (?, ?, ?, ?)",
      )
      .bind(newId(), hash, query, now.toISOString())
      .run();
  }
  const found = await find.first<{ link_id: string }>();
  if (found) return found.link_id;
  throw new Error("Could not store the wheel link under a free id.");
}

/** The query stored under a short link's id, or null (also for an id that could not be one). */
export async function readWheelLink(db: D1Database, id: string): Promise<string | null> {
  if (!isWheelLinkId(id)) return null;
  const row = await db
    .prepare("SELECT query FROM wheel_links WHERE link_id = ?")
    .bind(id)
    .first<{ query: string }>();
  return row?.query ?? null;
}

/** Where a short link leads (the wheel page, reading it), or null when it names no wheel. */
export async function wheelLinkTarget(db: D1Database, id: string): Promise<string | null> {
  const stored = await readWheelLink(db, id);
  return stored === null ? null : `/${WHEEL_GENERATOR_ID}?${WHEEL_LINK_PARAMETER}=${id}`;
}

/** Short links made per client, counted in this isolate (as the draws' limit is). */
const linkLimiter = new LocalRateLimiter({ limit: WHEEL_LINKS_PER_MINUTE, period: 60 });

/**
 * POST `{ query }` (the long link's query string) stores the wheel and answers `{ id, path }`,
 * `path` being the short link. Checked first, then counted against the client's limit.
 */
export const wheelLinksEndpoint = defineEndpoint({
  audience: "site",
  methods: ["POST"],
  usage: "Use POST with { query } to make a short link to a wheel.",
  body: {
    maxBytes: MAX_WHEEL_BODY_BYTES,
    tooLarge: () => apiError(413, "too_large", WHEEL_MESSAGES.tooLarge),
    schema: z.object({ query: z.string() }),
    invalid: () => apiError(400, "invalid_entries", WHEEL_LINK_MESSAGES.queryNotText),
  },
  handle: async ({ env, request, body }) => {
    const checked = wheelLinkQuery((await body()).query);
    if (!checked.ok) {
      return isTooLarge(checked.message)
        ? apiError(413, "too_large", checked.message)
        : apiError(400, "invalid_entries", checked.message);
    }
    const key = clientKey(request);
    if (!(await linkLimiter.limit({ key })).success) {
      const retryAfter = linkLimiter.secondsToReset(key);
      return apiError(429, "rate_limited", WHEEL_LINK_MESSAGES.tooMany(retryAfter), {
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    const id = await storeWheelLink(env.DB, checked.query);
    return apiJson({ id, path: wheelLinkPath(id) });
  },
});
