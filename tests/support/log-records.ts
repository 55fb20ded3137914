/**
 * Log records of draws (the `log` field of GET /api/v1/draws/{id}) built in memory with the
 * TEST-ONLY log key and, when asked, the TEST-ONLY witness's cosignature at a fixed time: for
 * tests of the verifiers that need a signed log without a site.
 */
import { formatCheckpoint } from "../../app/features/transparency-log/checkpoint";
import { proofToBase64 } from "../../app/features/transparency-log/client";
import { type DrawLogRecord } from "../../app/features/transparency-log/draw-log-check";
import {
  drawLogEntry,
  encodeDrawLogEntry,
  type LoggedDrawFields,
} from "../../app/features/transparency-log/log-entry";
import {
  inclusionProof,
  leafHash,
  memoryNodeReader,
  rootFromLeafHashes,
} from "../../app/features/transparency-log/merkle";
import { parseSignerKey, signNote } from "../../app/features/transparency-log/signed-note";
import { cosignatureSigner } from "../../app/features/transparency-log/cosignature";

import { testLogSigningKey, testWitnessSigner } from "./log-test-key";

/**
 * One log holding `draws` in order, under the TEST-ONLY key for `origin`: each draw's record
 * (index, entry, checkpoint of the whole log, inclusion proof). With `witnessedAt` (POSIX
 * seconds), the checkpoint carries the TEST-ONLY witness's cosignature made at that time.
 */
export async function memoryLogRecords(
  draws: readonly LoggedDrawFields[],
  { origin, witnessedAt }: { origin: string; witnessedAt?: number },
): Promise<DrawLogRecord[]> {
  const entries = draws.map((draw) => encodeDrawLogEntry(drawLogEntry(draw)));
  const leaves = entries.map(leafHash);
  const body = formatCheckpoint({
    origin,
    size: leaves.length,
    rootHash: rootFromLeafHashes(leaves),
    extensions: [],
  });
  const signers = [parseSignerKey(testLogSigningKey(origin))];
  const witness = witnessedAt === undefined ? [] : [testWitnessSigner(() => witnessedAt)];
  const checkpoint = signNote(body, [...signers, ...witness]);
  return Promise.all(
    entries.map(async (entry, index) => ({
      index,
      entry: new TextDecoder().decode(entry),
      checkpoint,
      proof: proofToBase64(await inclusionProof(index, leaves.length, memoryNodeReader(leaves))),
    })),
  );
}

/** The vkey of a witness other than the TEST-ONLY one: trusting it alone, no cosignature counts. */
export const otherWitnessVerifierKey = cosignatureSigner(
  "other.test/witness",
  new Uint8Array(32).fill(1),
).verifierKey;
