/**
 * Asks the configured witnesses to cosign the latest checkpoint (c2sp.org/tlog-witness
 * add-checkpoint) and stores the cosignatures they return, which `/log/checkpoint` then serves.
 * Each witness is sent a consistency proof from the last size it cosigned; when it says it holds
 * another size (409), the proof is rebuilt from that size once.
 */
import { parseCosignatureVerifierKey, cosignatureTime } from "./cosignature";
import {
  latestCheckpoint,
  proveConsistency,
  type PublishedCheckpoint,
} from "./checkpoint-store.server";
import { formatSignatureLine, openNote, type NoteVerifier } from "./signed-note";
import { submitCheckpoint } from "./client";

/** A witness the log submits to: its cosignature key and its submission prefix. */
export interface WitnessConfig {
  verifier: NoteVerifier;
  /** Its vkey as configured, for verifiers and the /log page. */
  vkey: string;
  url: string;
}

/**
 * The witnesses in `LOG_WITNESSES`: items separated by commas or newlines, each a witness vkey
 * (signature type 0x04) and its submission prefix URL, separated by a space.
 */
export function parseWitnessList(text: unknown): WitnessConfig[] {
  return String(text ?? "")
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .map((item) => {
      const [vkey, url, ...rest] = item.split(/\s+/);
      if (!vkey || !url || rest.length > 0 || !/^https?:\/\/[^\s/]+/.test(url)) {
        throw new Error(`LOG_WITNESSES item "${item}" is not "<witness vkey> <http(s) URL>"`);
      }
      return { verifier: parseCosignatureVerifierKey(vkey), vkey, url: url.replace(/\/+$/, "") };
    });
}

/** How one witness answered. */
export type WitnessReport =
  { witness: string; ok: true; size: number } | { witness: string; ok: false; reason: string };

const witnessId = (v: NoteVerifier) => `${v.name}+${v.keyId.toString(16).padStart(8, "0")}`;

async function knownSize(db: D1Database, witness: string): Promise<number> {
  const row = await db
    .prepare("SELECT tree_size FROM tlog_witness_state WHERE witness = ?")
    .bind(witness)
    .first<{ tree_size: number }>();
  return row?.tree_size ?? 0;
}

async function submit(
  db: D1Database,
  checkpoint: PublishedCheckpoint,
  witness: WitnessConfig,
  fetcher: typeof fetch,
): Promise<WitnessReport> {
  const id = witnessId(witness.verifier);
  let oldSize = await knownSize(db, id);
  for (let attempt = 0; attempt < 2; attempt++) {
    if (oldSize > checkpoint.size) {
      return {
        witness: id,
        ok: false,
        reason: `it holds size ${oldSize}, beyond this log's ${checkpoint.size}`,
      };
    }
    const proof = await proveConsistency(db, oldSize, checkpoint.size);
    const outcome = await submitCheckpoint(
      witness.url,
      { oldSize, proof, checkpoint: checkpoint.signedNote },
      fetcher,
    );
    if (
      outcome.outcome === "conflict" &&
      outcome.witnessSize !== null &&
      outcome.witnessSize !== oldSize
    ) {
      oldSize = outcome.witnessSize;
      continue;
    }
    if (outcome.outcome === "conflict") {
      return { witness: id, ok: false, reason: "it holds a different root for this size (a fork)" };
    }
    if (outcome.outcome === "refused") return { witness: id, ok: false, reason: outcome.reason };
    // Keep only the cosignature of the configured key, and only if it verifies.
    const mine = outcome.signatures.filter(
      (sig) => sig.name === witness.verifier.name && sig.keyId === witness.verifier.keyId,
    );
    const lines = mine.map(formatSignatureLine).join("");
    if (mine.length === 0) return { witness: id, ok: false, reason: "no cosignature by its key" };
    try {
      openNote(checkpoint.signedNote + lines, [witness.verifier]);
    } catch {
      return { witness: id, ok: false, reason: "its cosignature does not verify" };
    }
    const [first] = mine;
    await db.batch([
      db
        .prepare(
          `INSERT INTO tlog_cosignatures (tree_size, witness, key_id, signature_line, cosigned_at)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT (tree_size, witness, key_id) DO NOTHING`,
        )
        .bind(
          checkpoint.size,
          witness.verifier.name,
          witness.verifier.keyId,
          formatSignatureLine(first as NonNullable<typeof first>),
          cosignatureTime(first as NonNullable<typeof first>) ?? 0,
        ),
      db
        .prepare(
          `INSERT INTO tlog_witness_state (witness, tree_size) VALUES (?, ?)
           ON CONFLICT (witness) DO UPDATE SET tree_size = excluded.tree_size
           WHERE excluded.tree_size > tlog_witness_state.tree_size`,
        )
        .bind(id, checkpoint.size),
    ]);
    return { witness: id, ok: true, size: checkpoint.size };
  }
  return { witness: id, ok: false, reason: "its size kept changing" };
}

/** Submits the latest checkpoint to every witness, in parallel; one report per witness. */
export async function witnessLatestCheckpoint(
  db: D1Database,
  witnesses: readonly WitnessConfig[],
  fetcher: typeof fetch = fetch,
): Promise<WitnessReport[]> {
  const checkpoint = await latestCheckpoint(db);
  if (!checkpoint || witnesses.length === 0) return [];
  return Promise.all(
    witnesses.map((witness) =>
      submit(db, checkpoint, witness, fetcher).catch((error: unknown): WitnessReport => ({
        witness: witnessId(witness.verifier),
        ok: false,
        reason: error instanceof Error ? error.message : String(error),
      })),
    ),
  );
}
