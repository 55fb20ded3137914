/**
 * c2sp.org/tlog-witness `add-checkpoint`: how a log asks a witness to cosign a checkpoint.
 *
 *     POST <submission prefix>/add-checkpoint
 *
 *     old <size of the last checkpoint the witness cosigned>
 *     <consistency proof hash, base64>   (0 to 63 lines; none when old is 0)
 *     <blank line>
 *     <the signed checkpoint>
 *
 * The witness answers 200 with its cosignature lines; 409 with its own size (as
 * `text/x.tlog.size`) when `old` is not what it last cosigned, or when the sizes match but the
 * roots differ; 400 for a malformed request or an old size above the new one; 403 when no
 * signature is by a key it trusts for the origin; 404 for an unknown origin; 422 when the
 * consistency proof does not verify. Pure: the formats and their meaning, no HTTP.
 */
import { fromBase64, fromUtf8, parseCanonicalDecimal, toBase64 } from "./encoding";
import { HASH_SIZE, type Hash } from "./merkle";
import { parseNote, type NoteSignature } from "./signed-note";

/** The path of the call under a witness's submission prefix. */
export const ADD_CHECKPOINT_PATH = "/add-checkpoint";

/** Content type of a 409 body holding the witness's tree size. */
export const TLOG_SIZE_CONTENT_TYPE = "text/x.tlog.size";

/** Most consistency proof lines a request may carry. */
export const MAX_PROOF_LINES = 63;

/** The statuses of add-checkpoint and what each means, written once. */
export const WITNESS_STATUS = {
  cosigned: 200,
  badRequest: 400,
  untrustedSignature: 403,
  unknownLog: 404,
  conflict: 409,
  badProof: 422,
} as const;

/** A request body that breaks the format (the witness answers 400). */
export class MalformedWitnessRequestError extends Error {
  override name = "MalformedWitnessRequestError";
}

/** What add-checkpoint carries. */
export interface AddCheckpointRequest {
  oldSize: number;
  proof: Hash[];
  /** The signed checkpoint note, signature lines included. */
  checkpoint: string;
}

/** The request body of add-checkpoint. */
export function formatAddCheckpointRequest({
  oldSize,
  proof,
  checkpoint,
}: AddCheckpointRequest): string {
  if (!Number.isSafeInteger(oldSize) || oldSize < 0) throw new RangeError("Bad old size");
  if (proof.length > MAX_PROOF_LINES) throw new RangeError("At most 63 proof lines");
  if (oldSize === 0 && proof.length > 0) throw new RangeError("No proof from an old size of 0");
  return `old ${oldSize}\n${proof.map((hash) => `${toBase64(hash)}\n`).join("")}\n${checkpoint}`;
}

/** The parts of an add-checkpoint body; throws MalformedWitnessRequestError otherwise. */
export function parseAddCheckpointRequest(body: string | Uint8Array): AddCheckpointRequest {
  const text = typeof body === "string" ? body : fromUtf8(body);
  if (text === null) throw new MalformedWitnessRequestError("The body must be UTF-8");
  const blank = text.indexOf("\n\n");
  if (blank < 0) throw new MalformedWitnessRequestError("The body needs a blank line");
  const [oldLine, ...proofLines] = text.slice(0, blank).split("\n") as [string, ...string[]];
  const match = /^old (\S+)$/.exec(oldLine);
  const oldSize = match ? parseCanonicalDecimal(match[1] as string) : null;
  if (oldSize === null) throw new MalformedWitnessRequestError("The first line is `old <size>`");
  if (proofLines.length > MAX_PROOF_LINES) {
    throw new MalformedWitnessRequestError("At most 63 consistency proof lines");
  }
  const proof = proofLines.map((line) => {
    const hash = fromBase64(line);
    if (!hash || hash.length !== HASH_SIZE) {
      throw new MalformedWitnessRequestError("Each proof line is the base64 of a 32-byte hash");
    }
    return hash;
  });
  return { oldSize, proof, checkpoint: text.slice(blank + 2) };
}

/** What a witness's answer to add-checkpoint means for the log. */
export type AddCheckpointOutcome =
  | { outcome: "cosigned"; signatures: NoteSignature[] }
  | { outcome: "conflict"; witnessSize: number | null }
  | { outcome: "refused"; status: number; reason: string };

/** Signature lines (each `— name base64`, newline-terminated) as note signatures, or null. */
export function parseSignatureLines(body: string): NoteSignature[] | null {
  try {
    return parseNote(`.\n\n${body}`).signatures;
  } catch {
    return null;
  }
}

const REFUSAL_REASONS: Record<number, string> = {
  [WITNESS_STATUS.badRequest]: "the witness found the request malformed",
  [WITNESS_STATUS.untrustedSignature]: "the witness trusts no key that signed the checkpoint",
  [WITNESS_STATUS.unknownLog]: "the witness does not know this log's origin",
  [WITNESS_STATUS.badProof]: "the witness found the consistency proof invalid",
};

/** The meaning of a witness's response (status, Content-Type and body text). */
export function interpretAddCheckpointResponse(
  status: number,
  contentType: string | null,
  body: string,
): AddCheckpointOutcome {
  if (status === WITNESS_STATUS.cosigned) {
    const signatures = parseSignatureLines(body);
    if (signatures && signatures.length > 0) return { outcome: "cosigned", signatures };
    return { outcome: "refused", status, reason: "the witness answered 200 without cosignatures" };
  }
  if (status === WITNESS_STATUS.conflict) {
    // A 409 without a size body is the "same size, different root" case: a fork.
    const sized = (contentType ?? "").split(";")[0]?.trim() === TLOG_SIZE_CONTENT_TYPE;
    const witnessSize = sized ? parseCanonicalDecimal(body.replace(/\n$/, "")) : null;
    return { outcome: "conflict", witnessSize };
  }
  const reason = REFUSAL_REASONS[status] ?? `the witness answered HTTP ${status}`;
  return { outcome: "refused", status, reason };
}

/** The body of a 409: the witness's size and a newline. */
export const formatSizeBody = (size: number): string => `${size}\n`;
