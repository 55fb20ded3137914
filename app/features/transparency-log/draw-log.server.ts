/**
 * The log as the site runs it: its origin (`<DOMAIN_NAME>/log`), its key (the LOG_SIGNING_KEY
 * secret) and witnesses (LOG_WITNESSES), a draw's entry appended in the draw's own D1 batch,
 * checkpoints published after appends (batched: at most one per CHECKPOINT_INTERVAL_MS) and
 * submitted to the witnesses, and a draw's log record (index, first checkpoint, inclusion proof).
 * The log's clock is always the real one: the browser tests' clock header moves draws, not
 * checkpoints or cosignatures.
 */
import { getSiteConfig } from "~/features/shell/index.server";

import { proofToBase64 } from "./client";
import { type DrawLogRecord } from "./draw-log-check";
import { drawLogEntry, encodeDrawLogEntry, type LoggedDrawFields } from "./log-entry";
import {
  appendEntryStatement,
  entryAt,
  findEntry,
  logConfig,
  type LogConfig,
  type StoredEntry,
} from "./log-store.server";
import {
  latestCheckpoint,
  proofOfEntry,
  publishCheckpoint,
  type PublishedCheckpoint,
} from "./checkpoint-store.server";
import { CHECKPOINT_INTERVAL_MS, serveLog } from "./serve.server";
import { parseWitnessList, witnessLatestCheckpoint, type WitnessConfig } from "./witnessing.server";

/** The log's origin line: the site's domain and `/log`, as c2sp.org/tlog-checkpoint suggests. */
export const logOrigin = (env: Env): string => `${getSiteConfig(env).domainName}/log`;

/** The log's key and origin, or null when LOG_SIGNING_KEY is not set. */
export const siteLogConfig = (env: Env): LogConfig | null => logConfig(env, logOrigin(env));

/** The witnesses in LOG_WITNESSES (none when unset). */
export const siteWitnesses = (env: Env): WitnessConfig[] =>
  parseWitnessList((env as { LOG_WITNESSES?: unknown }).LOG_WITNESSES);

/** The keys a verifier of this site's draws trusts: the log's vkey and the witnesses'; null without a key. */
export function logTrust(env: Env): { logKey: string; witnessKeys: string[] } | null {
  const config = siteLogConfig(env);
  if (!config) return null;
  return {
    logKey: config.signer.verifierKey,
    witnessKeys: siteWitnesses(env).map((witness) => witness.vkey),
  };
}

/** The statement that logs a new draw: batch it with the draw's INSERT (one transaction). */
export function drawLogStatement(
  db: D1Database,
  draw: LoggedDrawFields,
  nowMs: number,
): D1PreparedStatement {
  return appendEntryStatement(db, encodeDrawLogEntry(drawLogEntry(draw)), {
    key: draw.id,
    nowMs,
  });
}

/** Lets work outlive the response (Cloudflare's `waitUntil`); absent, the work is awaited. */
export type Defer = (work: Promise<unknown>) => void;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Publishes a checkpoint of what waits (at most one per interval, unless `urgent`), then asks
 * the witnesses to cosign it when it is new, or, when `urgent`, when no witness has cosigned it
 * yet (its submission may have failed, or still be on its way from another request).
 */
async function publishAndWitness(env: Env, config: LogConfig, urgent = false): Promise<void> {
  const before = await latestCheckpoint(env.DB);
  const published = await publishCheckpoint(env.DB, config, {
    nowMs: Date.now(),
    minIntervalMs: urgent ? 0 : CHECKPOINT_INTERVAL_MS,
  });
  const witnesses = siteWitnesses(env);
  const fresh = published.size !== before?.size;
  if (witnesses.length === 0 || !(fresh || (urgent && !isCosigned(published)))) return;
  const reports = await witnessLatestCheckpoint(env.DB, witnesses);
  for (const report of reports) {
    if (!report.ok) console.error(`witness ${report.witness} refused: ${report.reason}`);
  }
}

/** Whether a witness's cosignature was stored with the checkpoint. */
const isCosigned = (checkpoint: PublishedCheckpoint) => checkpoint.note !== checkpoint.signedNote;

/** The publication this isolate has scheduled, shared by the appends that wait for it. */
let scheduled: Promise<void> | null = null;

/**
 * After a draw is logged: a checkpoint holding it is published now, or, when the last one is
 * younger than the interval, once the interval has passed (deferred, so the response does not
 * wait; one scheduled publication serves every append of the isolate meanwhile), and each new
 * checkpoint is submitted to the witnesses. Errors are logged, never thrown: the draw is stored
 * and logged already, and the next append or read publishes.
 */
export async function afterDrawLogged(env: Env, defer?: Defer): Promise<void> {
  const config = siteLogConfig(env);
  if (!config) return;
  if (!scheduled) {
    const latest = await latestCheckpoint(env.DB).catch(() => null);
    const waitMs = latest ? latest.publishedAt + CHECKPOINT_INTERVAL_MS - Date.now() : 0;
    scheduled = (waitMs > 0 ? pause(waitMs) : Promise.resolve())
      .then(() => {
        scheduled = null;
        return publishAndWitness(env, config);
      })
      .catch((error: unknown) => {
        scheduled = null;
        console.error("the log's checkpoint:", error);
      });
  }
  if (defer) defer(scheduled);
  else await scheduled;
}

/**
 * The proof of a stored entry in the first checkpoint holding it, preferring the first a
 * witness cosigned (what dates it to others). When none holds it, or, when `urgent` and
 * witnesses are configured, none cosigned holds it, a checkpoint is published and witnessed
 * first (never when `publish` is false); still null when the entry is not in a checkpoint.
 */
async function provenEntry(
  env: Env,
  entry: StoredEntry,
  { publish = true, urgent = false }: { publish?: boolean; urgent?: boolean },
): Promise<DrawLogRecord | null> {
  const look = async () =>
    (await proofOfEntry(env.DB, entry, { cosigned: true })) ?? proofOfEntry(env.DB, entry);
  let proof = await look();
  const config = siteLogConfig(env);
  const unwitnessed = !proof || !isCosigned(proof.checkpoint);
  const wanted = !proof || (urgent && unwitnessed && siteWitnesses(env).length > 0);
  if (wanted && publish && config) {
    await publishAndWitness(env, config, urgent).catch((error: unknown) =>
      console.error("the log's checkpoint:", error),
    );
    proof = await look();
  }
  return proof
    ? {
        index: proof.index,
        entry: proof.entry,
        checkpoint: proof.checkpoint.note,
        proof: proofToBase64(proof.proof),
      }
    : null;
}

/**
 * A draw's log record as its page and API carry it: its index, the first checkpoint that holds
 * it (the first a witness cosigned, when one did) with its cosignatures, and the inclusion
 * proof; null while none holds it yet (a checkpoint is then published first when the interval
 * allows, or at once when `urgent`: a draw whose round is due is shown with its witnessed
 * proof; never when `publish` is false) or when it was never logged.
 */
export async function drawLogRecord(
  env: Env,
  drawId: string,
  options: { publish?: boolean; urgent?: boolean } = {},
): Promise<DrawLogRecord | null> {
  const entry = await findEntry(env.DB, drawId);
  return entry ? provenEntry(env, entry, options) : null;
}

/**
 * What a draw's record says of its place in the log: `log`, its own proof; or, for a draw the
 * log never held (made before the log existed), `logStart`: the log's first entry with its
 * proof, whose commitment time a verifier compares with the draw's (docs/transparency-log.md §4).
 */
export async function drawLogFields(
  env: Env,
  drawId: string,
  options: { urgent?: boolean } = {},
): Promise<{ log: DrawLogRecord | null; logStart: DrawLogRecord | null }> {
  const entry = await findEntry(env.DB, drawId);
  if (entry) return { log: await provenEntry(env, entry, options), logStart: null };
  const first = await entryAt(env.DB, 0);
  return { log: null, logStart: first ? await provenEntry(env, first, {}) : null };
}

/** The response to `GET /log/<path>` for this deployment. */
export const serveSiteLog = (env: Env, path: string): Promise<Response> =>
  serveLog(path, { db: env.DB, config: siteLogConfig(env), nowMs: Date.now() });
