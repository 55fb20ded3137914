/**
 * The log's read-only HTTP resources, as c2sp.org/tlog-tiles lays them out under `/log/`:
 *
 * - `checkpoint`: the latest signed checkpoint with its cosignatures (text/plain, a few seconds
 *   of caching; a new one is signed first when entries wait and the last is old enough);
 * - `key`: the log's verifier key (signed-note vkey), so clients can pin it;
 * - `tile/<L>/<N>[.p/<W>]` and `tile/entries/<N>[.p/<W>]`: hash tiles and entry bundles of the
 *   tree of the latest checkpoint (application/octet-stream; full ones immutable).
 *
 * Every response is CORS-open: anyone may build a client or monitor. Routes only call
 * `serveLog` with the path after `/log/`.
 */
import {
  LogConsistencyError,
  readEntries,
  readTileHashes,
  type LogConfig,
} from "./log-store.server";
import {
  latestCheckpoint,
  publishCheckpoint,
  type PublishedCheckpoint,
} from "./checkpoint-store.server";
import {
  encodeEntryBundle,
  encodeTile,
  isFullTile,
  parseTilePath,
  tileWidth,
  TILE_WIDTH,
} from "./tiles";

/** Cache-Control of each kind of resource, written once. */
export const LOG_CACHE_CONTROL = {
  /** Full tiles and bundles never change. */
  immutable: "public, max-age=31536000, immutable",
  /** Partial tiles are prefixes of what will be full; kept briefly. */
  partial: "public, max-age=60",
  /** The spec asks that the checkpoint not be cached beyond a few seconds. */
  checkpoint: "public, max-age=5",
  /** The verifier key changes only with a key rotation. */
  key: "public, max-age=3600",
  /** Errors are not cached. */
  none: "no-store",
} as const;

/** How long a checkpoint stands before a new one is signed for waiting entries. */
export const CHECKPOINT_INTERVAL_MS = 5_000;

const TEXT = "text/plain; charset=utf-8";
const BYTES = "application/octet-stream";

function respond(status: number, body: string | Uint8Array, type: string, cache: string): Response {
  // A copy over a plain ArrayBuffer is what BodyInit accepts.
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    status,
    headers: {
      "Content-Type": type,
      "Cache-Control": cache,
      "Access-Control-Allow-Origin": "*",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const problem = (status: number, message: string) =>
  respond(status, `${message}\n`, TEXT, LOG_CACHE_CONTROL.none);

/** What serving the log needs: the database, the log's key (null when unset) and the time. */
export interface LogServeContext {
  db: D1Database;
  config: LogConfig | null;
  nowMs: number;
  /** Overrides CHECKPOINT_INTERVAL_MS (tests). */
  checkpointIntervalMs?: number;
}

async function currentCheckpoint(context: LogServeContext): Promise<PublishedCheckpoint | null> {
  if (!context.config) return latestCheckpoint(context.db);
  return publishCheckpoint(context.db, context.config, {
    nowMs: context.nowMs,
    minIntervalMs: context.checkpointIntervalMs ?? CHECKPOINT_INTERVAL_MS,
  });
}

/** The response to `GET /log/<path>`. */
export async function serveLog(path: string, context: LogServeContext): Promise<Response> {
  try {
    return await serve(path, context);
  } catch (error) {
    if (error instanceof LogConsistencyError) {
      // Never serve anything from a log that no longer matches what it published.
      return problem(503, `The log is inconsistent and is not served: ${error.message}`);
    }
    throw error;
  }
}

async function serve(path: string, context: LogServeContext): Promise<Response> {
  if (path === "key") {
    if (!context.config) return problem(503, "The log has no signing key configured.");
    return respond(200, `${context.config.signer.verifierKey}\n`, TEXT, LOG_CACHE_CONTROL.key);
  }
  if (path === "checkpoint") {
    const checkpoint = await currentCheckpoint(context);
    if (!checkpoint) return problem(503, "The log has published no checkpoint yet.");
    return respond(200, checkpoint.note, TEXT, LOG_CACHE_CONTROL.checkpoint);
  }
  const resource = parseTilePath(path);
  if (!resource) {
    return problem(400, `Not a log resource: ${path}. See c2sp.org/tlog-tiles for the paths.`);
  }
  const checkpoint = await latestCheckpoint(context.db);
  const size = checkpoint?.size ?? 0;
  const level = resource.kind === "entries" ? 0 : resource.level;
  const available = tileWidth(level, resource.index, size);
  const full = isFullTile(resource);
  // A full tile exists once the tree fills it; a partial one while the tree holds that much.
  if (full ? available !== TILE_WIDTH : available < resource.width) {
    return problem(404, `The tree of the latest checkpoint (${size}) has no ${path}.`);
  }
  const cache = full ? LOG_CACHE_CONTROL.immutable : LOG_CACHE_CONTROL.partial;
  if (resource.kind === "entries") {
    const start = resource.index * TILE_WIDTH;
    const entries = await readEntries(context.db, start, start + resource.width);
    return respond(200, encodeEntryBundle(entries.map((e) => e.entry)), BYTES, cache);
  }
  const [hashes] = await readTileHashes(context.db, [
    { level: resource.level, index: resource.index, width: resource.width },
  ]);
  return respond(200, encodeTile(hashes ?? []), BYTES, cache);
}
