import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatCheckpoint } from "~/features/transparency-log/checkpoint";
import { submitCheckpoint } from "~/features/transparency-log/client";
import { parseCosignatureVerifierKey } from "~/features/transparency-log/cosignature";
import { utf8 } from "~/features/transparency-log/encoding";
import {
  consistencyProof,
  leafHash,
  memoryNodeReader,
  rootFromLeafHashes,
  type Hash,
} from "~/features/transparency-log/merkle";
import {
  formatSignatureLine,
  generateSignerKey,
  openNote,
  parseSignerKey,
  parseVerifierKey,
  signNote,
} from "~/features/transparency-log/signed-note";

import { testLogSigningKey, testLogVerifierKey } from "../support/log-test-key";
import { startWitness, type LocalWitness } from "../support/witness";

const ORIGIN = "example.test/log";
const signer = parseSignerKey(testLogSigningKey(ORIGIN));
const leaves = Array.from({ length: 40 }, (_, i) => leafHash(utf8(`entry ${i}`)));

/** The log's signed checkpoint of its first `size` leaves (or of other leaves: a fork). */
function checkpointOf(size: number, of: readonly Hash[] = leaves): string {
  const rootHash = rootFromLeafHashes(of.slice(0, size));
  return signNote(formatCheckpoint({ origin: ORIGIN, size, rootHash, extensions: [] }), [signer]);
}

const proofBetween = (oldSize: number, newSize: number, of: readonly Hash[] = leaves) =>
  consistencyProof(oldSize, newSize, memoryNodeReader(of.slice(0, newSize)));

describe("the witness fixture", () => {
  let witness: LocalWitness;
  let refusing: LocalWitness;
  beforeAll(async () => {
    witness = await startWitness({ logVkeys: [testLogVerifierKey(ORIGIN)] });
    refusing = await startWitness({ logVkeys: [testLogVerifierKey(ORIGIN)], refuse: true });
  });
  afterAll(async () => {
    await witness.close();
    await refusing.close();
  });

  it("cosigns a first checkpoint from size 0, with a cosignature that verifies", async () => {
    const checkpoint = checkpointOf(10);
    const outcome = await submitCheckpoint(witness.url, { oldSize: 0, proof: [], checkpoint });
    expect(outcome.outcome).toBe("cosigned");
    if (outcome.outcome !== "cosigned") return;
    const lines = outcome.signatures.map(formatSignatureLine).join("");
    const opened = openNote(checkpoint + lines, [
      parseVerifierKey(testLogVerifierKey(ORIGIN)),
      parseCosignatureVerifierKey(witness.verifierKey),
    ]);
    expect(opened.verified).toHaveLength(2);
    expect(witness.heads.get(ORIGIN)?.size).toBe(10);
  });

  it("cosigns a larger checkpoint with a valid consistency proof", async () => {
    const outcome = await submitCheckpoint(witness.url, {
      oldSize: 10,
      proof: await proofBetween(10, 20),
      checkpoint: checkpointOf(20),
    });
    expect(outcome.outcome).toBe("cosigned");
    expect(witness.heads.get(ORIGIN)?.size).toBe(20);
  });

  it("answers a stale old size with 409 and the size it holds", async () => {
    const outcome = await submitCheckpoint(witness.url, {
      oldSize: 10,
      proof: await proofBetween(10, 30),
      checkpoint: checkpointOf(30),
    });
    expect(outcome).toEqual({ outcome: "conflict", witnessSize: 20 });
    expect(witness.heads.get(ORIGIN)?.size).toBe(20);
  });

  it("refuses an inconsistent proof with 422 and keeps its state", async () => {
    const proof = await proofBetween(20, 30);
    const bad = proof.map((hash, i) => (i === 0 ? new Uint8Array(hash).fill(1) : hash));
    const outcome = await submitCheckpoint(witness.url, {
      oldSize: 20,
      proof: bad,
      checkpoint: checkpointOf(30),
    });
    expect(outcome).toMatchObject({ outcome: "refused", status: 422 });
    expect(witness.heads.get(ORIGIN)?.size).toBe(20);
  });

  it("refuses a forked history: same size with another root (409), or a larger tree that does not extend it (422)", async () => {
    const forked = leaves.map((hash, i) => (i === 3 ? leafHash(utf8("rewritten")) : hash));
    const sameSize = await submitCheckpoint(witness.url, {
      oldSize: 20,
      proof: [],
      checkpoint: checkpointOf(20, forked),
    });
    expect(sameSize).toEqual({ outcome: "conflict", witnessSize: null });
    const larger = await submitCheckpoint(witness.url, {
      oldSize: 20,
      proof: await proofBetween(20, 30, forked),
      checkpoint: checkpointOf(30, forked),
    });
    expect(larger).toMatchObject({ outcome: "refused", status: 422 });
    expect(witness.heads.get(ORIGIN)?.size).toBe(20);
  });

  it("cosigns the same checkpoint again", async () => {
    const outcome = await submitCheckpoint(witness.url, {
      oldSize: 20,
      proof: [],
      checkpoint: checkpointOf(20),
    });
    expect(outcome.outcome).toBe("cosigned");
  });

  it("answers 404 for an unknown origin, 403 for an untrusted key, 400 for nonsense", async () => {
    const stranger = generateSignerKey("elsewhere.test/log");
    const foreign = signNote(
      formatCheckpoint({
        origin: "elsewhere.test/log",
        size: 1,
        rootHash: leaves[0] as Hash,
        extensions: [],
      }),
      [parseSignerKey(stranger.signerKey)],
    );
    expect(
      await submitCheckpoint(witness.url, { oldSize: 0, proof: [], checkpoint: foreign }),
    ).toMatchObject({ outcome: "refused", status: 404 });
    const impostor = generateSignerKey(ORIGIN);
    const forged = signNote(
      formatCheckpoint({ origin: ORIGIN, size: 25, rootHash: leaves[0] as Hash, extensions: [] }),
      [parseSignerKey(impostor.signerKey)],
    );
    expect(
      await submitCheckpoint(witness.url, { oldSize: 20, proof: [], checkpoint: forged }),
    ).toMatchObject({
      outcome: "refused",
      status: 403,
    });
    const above = await submitCheckpoint(witness.url, {
      oldSize: 25,
      proof: [],
      checkpoint: checkpointOf(20),
    });
    expect(above).toMatchObject({ outcome: "refused", status: 400 });
    const response = await fetch(`${witness.url}/add-checkpoint`, {
      method: "POST",
      body: "hello",
    });
    expect(response.status).toBe(400);
  });

  it("a refusing witness cosigns nothing", async () => {
    const outcome = await submitCheckpoint(refusing.url, {
      oldSize: 0,
      proof: [],
      checkpoint: checkpointOf(5),
    });
    expect(outcome).toMatchObject({ outcome: "refused", status: 403 });
    expect(refusing.heads.size).toBe(0);
  });
});
