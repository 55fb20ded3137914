/**
 * A client of the log as any tlog-tiles client would be: it trusts only the log's verifier key
 * (and, optionally, witnesses' keys), fetches the checkpoint and tiles over HTTP, and checks
 * everything against the signed root. The monitor script, the browser's verifier and the tests
 * all use it. Pure apart from `fetch`, which the caller may supply.
 */

import { openCheckpoint, type Checkpoint, type VerifiedCheckpoint } from "./checkpoint";
import { parseCosignatureVerifierKey } from "./cosignature";
import { fromBase64, fromUtf8, toBase64 } from "./encoding";
import {
  appendToRange,
  compactRange,
  consistencyProof,
  hashesEqual,
  inclusionProof,
  leafHash,
  rangeNodes,
  rangeRoot,
  verifyConsistency,
  verifyInclusion,
  type Hash,
  type NodeReader,
} from "./merkle";
import { parseVerifierKey, type NoteVerifier } from "./signed-note";
import {
  ADD_CHECKPOINT_PATH,
  formatAddCheckpointRequest,
  interpretAddCheckpointResponse,
  type AddCheckpointOutcome,
  type AddCheckpointRequest,
} from "./witness-protocol";
import {
  decodeEntryBundle,
  entryBundlePath,
  tileNodeReader,
  tilePath,
  tileWidth,
  TILE_WIDTH,
  type Tile,
} from "./tiles";

/** Where the log is and whom to trust. */
export interface LogClient {
  /** The log's URL prefix, e.g. `https://example.com/log` (no trailing slash). */
  prefix: string;
  log: NoteVerifier;
  witnesses: NoteVerifier[];
  fetch: typeof fetch;
  /** Full tiles already fetched: immutable, so kept for the client's life. */
  cache: Map<string, Uint8Array>;
}

/** A client for the log at `prefix` with verifier key `vkey` and optional witness vkeys. */
export function logClient(options: {
  prefix: string;
  vkey: string;
  witnessVkeys?: readonly string[];
  fetch?: typeof fetch;
}): LogClient {
  return {
    prefix: options.prefix.replace(/\/+$/, ""),
    log: parseVerifierKey(options.vkey),
    witnesses: (options.witnessVkeys ?? []).map(parseCosignatureVerifierKey),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    cache: new Map(),
  };
}

/** The log served something that does not check out. */
export class LogVerificationError extends Error {
  override name = "LogVerificationError";
}

async function get(client: LogClient, path: string): Promise<Response> {
  const response = await client.fetch(`${client.prefix}/${path}`, {
    headers: { "Accept-Encoding": "gzip, identity" },
  });
  return response;
}

async function getBytes(client: LogClient, path: string): Promise<Uint8Array> {
  const response = await get(client, path);
  if (!response.ok) throw new LogVerificationError(`GET ${path}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The log's current checkpoint, its signature verified (and witnesses' cosignatures, if any). */
export async function fetchCheckpoint(client: LogClient): Promise<VerifiedCheckpoint> {
  const text = fromUtf8(await getBytes(client, "checkpoint"));
  if (text === null) throw new LogVerificationError("The checkpoint is not UTF-8");
  return openCheckpoint(text, client.log, client.witnesses);
}

/** Fetches one tile at the width it has; a partial tile that is gone comes from the full one. */
async function fetchTile(client: LogClient, tile: Tile): Promise<Uint8Array> {
  const fullKey = tilePath({ ...tile, width: TILE_WIDTH });
  const cached = client.cache.get(fullKey);
  if (cached) return cached.slice(0, tile.width * 32);
  if (tile.width === TILE_WIDTH) {
    const bytes = await getBytes(client, fullKey);
    client.cache.set(fullKey, bytes);
    return bytes;
  }
  const response = await get(client, tilePath(tile));
  if (response.ok) return new Uint8Array(await response.arrayBuffer());
  if (response.status !== 404) {
    throw new LogVerificationError(`GET ${tilePath(tile)}: HTTP ${response.status}`);
  }
  return (await getBytes(client, fullKey)).slice(0, tile.width * 32);
}

/** A NodeReader over the log's tiles for the tree of `size`, fetched in parallel. */
export const remoteNodeReader = (client: LogClient, size: number): NodeReader =>
  tileNodeReader(size, (tiles) => Promise.all(tiles.map((tile) => fetchTile(client, tile))));

/** The inclusion proof of entry `index` in the tree of `size`, built from the log's tiles. */
export const fetchInclusionProof = (client: LogClient, index: number, size: number) =>
  inclusionProof(index, size, remoteNodeReader(client, size));

/** The consistency proof between two tree sizes, built from the larger tree's tiles. */
export const fetchConsistencyProof = (client: LogClient, oldSize: number, newSize: number) =>
  consistencyProof(oldSize, newSize, remoteNodeReader(client, newSize));

/** Entry bundles fetched at once. */
const BUNDLES_IN_FLIGHT = 8;

/** The entries [start, end) of the tree of `size`, from its entry bundles. */
export async function fetchEntries(
  client: LogClient,
  size: number,
  start: number,
  end: number,
): Promise<Uint8Array[]> {
  if (start < 0 || end > size || start > end) throw new RangeError("Entries outside the tree");
  const bundles: number[] = [];
  for (let n = Math.floor(start / TILE_WIDTH); n * TILE_WIDTH < end; n++) bundles.push(n);
  const fetchBundle = async (n: number) => {
    const width = tileWidth(0, n, size);
    const entries = decodeEntryBundle(await getBytes(client, entryBundlePath(n, width)));
    if (!entries || entries.length !== width) {
      throw new LogVerificationError(`Entry bundle ${n} is malformed`);
    }
    return entries;
  };
  // A few bundles at a time: a monitor catching up on a large log must not open thousands of
  // requests at once.
  const fetched: Uint8Array[][] = [];
  for (let i = 0; i < bundles.length; i += BUNDLES_IN_FLIGHT) {
    fetched.push(...(await Promise.all(bundles.slice(i, i + BUNDLES_IN_FLIGHT).map(fetchBundle))));
  }
  const all = fetched.flat();
  const offset = start - (bundles[0] ?? 0) * TILE_WIDTH;
  return all.slice(offset, offset + (end - start));
}

/** Whether `entry` is at `index` in the checkpoint's tree, proven from the log's tiles. */
export async function verifyEntryFromTiles(
  client: LogClient,
  checkpoint: Checkpoint,
  index: number,
  entry: Uint8Array,
): Promise<boolean> {
  if (index >= checkpoint.size) return false;
  const proof = await fetchInclusionProof(client, index, checkpoint.size);
  return verifyInclusion(leafHash(entry), index, checkpoint.size, proof, checkpoint.rootHash);
}

/** What a monitor keeps between runs: the last checkpoint it verified. */
export interface MonitorState {
  size: number;
  /** Base64 root hash. */
  rootHash: string;
  /** The signed checkpoint as fetched. */
  note: string;
}

/** One run of a monitor: the new checkpoint, the entries it added, and anything wrong. */
export interface MonitorResult {
  checkpoint: VerifiedCheckpoint | null;
  state: MonitorState | null;
  entries: { index: number; entry: Uint8Array }[];
  problems: string[];
}

/**
 * Fetches the checkpoint and every entry added since `previous`, and checks that the log only
 * grew: the signature verifies; the new tree is consistent with the previous one (a consistency
 * proof built from tiles); and the entries fetched are exactly the ones the new root commits to
 * (the previous tree's compact range, extended by their leaf hashes, gives the new root). Any
 * failure is a problem; the state to keep is returned only when there is none.
 */
export async function monitorLog(
  client: LogClient,
  previous: MonitorState | null,
): Promise<MonitorResult> {
  const fail = (problem: string, checkpoint: VerifiedCheckpoint | null = null): MonitorResult => ({
    checkpoint,
    state: null,
    entries: [],
    problems: [problem],
  });
  let verified: VerifiedCheckpoint;
  try {
    verified = await fetchCheckpoint(client);
  } catch (error) {
    return fail(`The checkpoint does not verify: ${(error as Error).message}`);
  }
  const { checkpoint } = verified;
  const oldSize = previous?.size ?? 0;
  const oldRoot = previous ? fromBase64(previous.rootHash) : null;
  if (previous && !oldRoot) return fail("The saved state's root hash is not base64");
  if (checkpoint.size < oldSize) {
    return fail(`The log shrank from ${oldSize} to ${checkpoint.size} entries`, verified);
  }
  try {
    const reader = remoteNodeReader(client, checkpoint.size);
    if (previous && oldRoot) {
      if (checkpoint.size === oldSize && !hashesEqual(oldRoot, checkpoint.rootHash)) {
        return fail(`Two different checkpoints for size ${oldSize}: the log forked`, verified);
      }
      const proof = await consistencyProof(oldSize, checkpoint.size, reader);
      if (!verifyConsistency(oldSize, checkpoint.size, oldRoot, checkpoint.rootHash, proof)) {
        return fail(
          `Checkpoint ${checkpoint.size} is not consistent with checkpoint ${oldSize}: the log was rewritten`,
          verified,
        );
      }
    }
    const prefix = await reader(rangeNodes(0, oldSize));
    let range = compactRange(oldSize, prefix);
    if (oldRoot && !hashesEqual(rangeRoot(range), oldRoot)) {
      return fail(`The tiles do not give checkpoint ${oldSize}'s root`, verified);
    }
    const added = await fetchEntries(client, checkpoint.size, oldSize, checkpoint.size);
    for (const entry of added) range = appendToRange(range, leafHash(entry));
    if (!hashesEqual(rangeRoot(range), checkpoint.rootHash)) {
      return fail(
        `The entries served from ${oldSize} to ${checkpoint.size} do not hash to the checkpoint's root`,
        verified,
      );
    }
    return {
      checkpoint: verified,
      state: {
        size: checkpoint.size,
        rootHash: toBase64(checkpoint.rootHash),
        note: verified.signedNote,
      },
      entries: added.map((entry, i) => ({ index: oldSize + i, entry })),
      problems: [],
    };
  } catch (error) {
    return fail(
      `The log's tiles or entries do not check out: ${(error as Error).message}`,
      verified,
    );
  }
}

/** A record's proof hashes as the API spells them. */
export const proofToBase64 = (proof: readonly Hash[]): string[] => proof.map(toBase64);

/** Sends add-checkpoint to the witness at `submissionPrefix` and says what its answer means. */
export async function submitCheckpoint(
  submissionPrefix: string,
  request: AddCheckpointRequest,
  fetcher: typeof fetch = fetch,
): Promise<AddCheckpointOutcome> {
  const response = await fetcher(`${submissionPrefix.replace(/\/+$/, "")}${ADD_CHECKPOINT_PATH}`, {
    method: "POST",
    body: formatAddCheckpointRequest(request),
  });
  return interpretAddCheckpointResponse(
    response.status,
    response.headers.get("Content-Type"),
    await response.text(),
  );
}
