/**
 * c2sp.org/tlog-checkpoint: the signed note body that states a log's tree head.
 *
 *     <origin>
 *     <tree size, decimal, no leading zeroes>
 *     <root hash, base64>
 *     [extension lines]
 *
 * Parsing is strict (exactly one spelling per checkpoint), so two checkpoints with the same
 * meaning are the same text. Pure.
 */
import { fromBase64, parseCanonicalDecimal, toBase64 } from "./encoding";
import { HASH_SIZE, type Hash } from "./merkle";
import { openNote, type NoteVerifier, type OpenedNote } from "./signed-note";

/** A log's tree head as a checkpoint states it. */
export interface Checkpoint {
  origin: string;
  size: number;
  rootHash: Hash;
  /** Optional, opaque, non-empty lines after the root (not recommended by the spec). */
  extensions: string[];
}

/** A checkpoint body that breaks the format. */
export class MalformedCheckpointError extends Error {
  override name = "MalformedCheckpointError";
}

function checkLine(line: string, what: string) {
  if (line === "" || line.includes("\n")) {
    throw new MalformedCheckpointError(`The ${what} must be one non-empty line`);
  }
}

/** The checkpoint as note text, ending in a newline. */
export function formatCheckpoint(checkpoint: Checkpoint): string {
  checkLine(checkpoint.origin, "origin");
  if (!Number.isSafeInteger(checkpoint.size) || checkpoint.size < 0) {
    throw new MalformedCheckpointError("The tree size must be a whole number");
  }
  if (checkpoint.rootHash.length !== HASH_SIZE) {
    throw new MalformedCheckpointError("The root hash must be 32 bytes");
  }
  checkpoint.extensions.forEach((line) => checkLine(line, "extension line"));
  const lines = [
    checkpoint.origin,
    String(checkpoint.size),
    toBase64(checkpoint.rootHash),
    ...checkpoint.extensions,
  ];
  return `${lines.join("\n")}\n`;
}

/** The checkpoint a note's text states; throws MalformedCheckpointError otherwise. */
export function parseCheckpoint(text: string): Checkpoint {
  if (!text.endsWith("\n")) throw new MalformedCheckpointError("A checkpoint ends with a newline");
  const lines = text.slice(0, -1).split("\n");
  if (lines.length < 3) throw new MalformedCheckpointError("A checkpoint has at least three lines");
  const [origin, sizeText, rootText, ...extensions] = lines as [
    string,
    string,
    string,
    ...string[],
  ];
  if (origin === "") throw new MalformedCheckpointError("The origin must not be empty");
  const size = parseCanonicalDecimal(sizeText);
  if (size === null) {
    throw new MalformedCheckpointError(`The tree size must be a decimal without leading zeroes`);
  }
  const rootHash = fromBase64(rootText);
  if (!rootHash || rootHash.length !== HASH_SIZE) {
    throw new MalformedCheckpointError("The root hash must be the base64 of 32 bytes");
  }
  if (extensions.some((line) => line === "")) {
    throw new MalformedCheckpointError("Extension lines must not be empty");
  }
  return { origin, size, rootHash, extensions };
}

/** A checkpoint whose log signature verified, with the note it came in. */
export interface VerifiedCheckpoint {
  checkpoint: Checkpoint;
  note: OpenedNote;
  /** The signed note exactly as received. */
  signedNote: string;
}

/**
 * Opens a signed checkpoint: the log's own signature must verify and its origin be the log's;
 * cosigners' verifiers may be added, and their signatures are then checked too.
 */
export function openCheckpoint(
  signedNote: string,
  log: NoteVerifier,
  cosigners: readonly NoteVerifier[] = [],
): VerifiedCheckpoint {
  const note = openNote(signedNote, [log, ...cosigners]);
  if (!note.verified.some((sig) => sig.name === log.name && sig.keyId === log.keyId)) {
    throw new MalformedCheckpointError("The checkpoint carries no signature by the log's key");
  }
  const checkpoint = parseCheckpoint(note.text);
  if (checkpoint.origin !== log.name) {
    throw new MalformedCheckpointError(
      `The checkpoint's origin ${checkpoint.origin} is not the log's ${log.name}`,
    );
  }
  return { checkpoint, note, signedNote };
}
