/**
 * A local transparency-log witness, written from c2sp.org/tlog-witness, for tests: it has its
 * own Ed25519 cosigning key, trusts the verifier keys of the logs it is given, keeps the last
 * size and root it cosigned per origin, and answers `POST /add-checkpoint`:
 *
 * - 400 malformed body, or an old size above the checkpoint's;
 * - 404 unknown origin; 403 no signature by a trusted key (or `refuse` is set);
 * - 409 (`text/x.tlog.size`, its size) when `old` is not the size it last cosigned, and 409 when
 *   the sizes match but the roots differ (a fork);
 * - 422 when the consistency proof does not verify (or is not empty from size 0);
 * - 200 with its cosignature line otherwise, after recording the new size and root.
 *
 * Check and update happen without an await between them, so two requests cannot roll the
 * witness back (the race the spec warns of). `GET /` answers 200 (readiness). Run it alone with
 * `npx tsx tests/support/witness.ts <port> [--refuse] [--test-time] [--log <log vkey>]...`;
 * without `--log` it trusts the TEST-ONLY log key for TEST_LOG_ORIGIN, and with
 * `--test-time` its clock stands at TEST_WITNESS_TIME (see log-test-key.ts), as the browser
 * tests' witness does (playwright.config.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

import { parseCheckpoint } from "../../app/features/transparency-log/checkpoint";
import { type CosignatureSigner } from "../../app/features/transparency-log/cosignature";
import { hashesEqual, verifyConsistency } from "../../app/features/transparency-log/merkle";
import {
  formatSignatureLine,
  MalformedNoteError,
  openNote,
  parseNote,
  parseVerifierKey,
  signNote,
  type NoteVerifier,
} from "../../app/features/transparency-log/signed-note";
import {
  ADD_CHECKPOINT_PATH,
  formatSizeBody,
  parseAddCheckpointRequest,
  TLOG_SIZE_CONTENT_TYPE,
  WITNESS_STATUS,
} from "../../app/features/transparency-log/witness-protocol";

import {
  TEST_LOG_ORIGIN,
  TEST_WITNESS_TIME,
  testLogVerifierKey,
  testWitnessSigner,
} from "./log-test-key";

/** How to start the witness. */
export interface WitnessOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Verifier keys (Ed25519, type 0x01) of the logs it witnesses; each names its origin. */
  logVkeys: readonly string[];
  /** Refuse every checkpoint with 403, as a witness that will not cosign. */
  refuse?: boolean;
  /** Its cosigning key (default: the TEST-ONLY witness key at the real time). */
  signer?: CosignatureSigner;
}

/** What the witness last cosigned for a log. */
export interface WitnessedHead {
  size: number;
  rootHash: Uint8Array;
}

/** A running witness. */
export interface LocalWitness {
  /** The submission prefix, e.g. `http://127.0.0.1:40123`. */
  url: string;
  port: number;
  /** Its vkey (type 0x04), for LOG_WITNESSES and for clients that trust it. */
  verifierKey: string;
  /** Per origin, the last head it cosigned. */
  heads: Map<string, WitnessedHead>;
  /** Status of each request answered, in order. */
  statuses: number[];
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: string;
  type?: string;
}

const answer = (status: number, body: string, type = "text/plain; charset=utf-8"): Answer => ({
  status,
  body: body.endsWith("\n") ? body : `${body}\n`,
  type,
});

/** The witness's decision on one add-checkpoint body (synchronous: check and update are one step). */
function decide(
  body: Buffer,
  logs: Map<string, NoteVerifier>,
  heads: Map<string, WitnessedHead>,
  signer: CosignatureSigner,
  refuse: boolean,
): Answer {
  let request;
  try {
    request = parseAddCheckpointRequest(new Uint8Array(body));
  } catch (error) {
    return answer(WITNESS_STATUS.badRequest, (error as Error).message);
  }
  let origin: string;
  try {
    origin = parseNote(request.checkpoint).text.split("\n")[0] ?? "";
  } catch (error) {
    return answer(WITNESS_STATUS.badRequest, (error as Error).message);
  }
  const log = logs.get(origin);
  if (!log) return answer(WITNESS_STATUS.unknownLog, `unknown log origin ${origin}`);
  if (refuse) return answer(WITNESS_STATUS.untrustedSignature, "this witness refuses to cosign");
  let text: string;
  try {
    text = openNote(request.checkpoint, [log]).text;
  } catch (error) {
    const status =
      error instanceof MalformedNoteError
        ? WITNESS_STATUS.badRequest
        : WITNESS_STATUS.untrustedSignature;
    return answer(status, (error as Error).message);
  }
  let checkpoint;
  try {
    checkpoint = parseCheckpoint(text);
  } catch (error) {
    return answer(WITNESS_STATUS.badRequest, (error as Error).message);
  }
  if (request.oldSize > checkpoint.size) {
    return answer(WITNESS_STATUS.badRequest, "old size above the checkpoint's size");
  }
  const head = heads.get(origin) ?? null;
  const known = head?.size ?? 0;
  if (request.oldSize !== known) {
    return answer(WITNESS_STATUS.conflict, formatSizeBody(known), TLOG_SIZE_CONTENT_TYPE);
  }
  if (head && request.oldSize === checkpoint.size) {
    if (!hashesEqual(head.rootHash, checkpoint.rootHash)) {
      return answer(WITNESS_STATUS.conflict, "same size, different root hash");
    }
  } else if (request.oldSize === 0) {
    if (request.proof.length > 0) {
      return answer(WITNESS_STATUS.badProof, "the proof from size 0 must be empty");
    }
  } else if (
    !head ||
    !verifyConsistency(
      head.size,
      checkpoint.size,
      head.rootHash,
      checkpoint.rootHash,
      request.proof,
    )
  ) {
    return answer(WITNESS_STATUS.badProof, "the consistency proof does not verify");
  }
  heads.set(origin, { size: checkpoint.size, rootHash: checkpoint.rootHash });
  const cosigned = parseNote(signNote(text, [signer])).signatures;
  return answer(WITNESS_STATUS.cosigned, cosigned.map(formatSignatureLine).join(""));
}

/** Starts the witness and resolves once it is listening. */
export async function startWitness(options: WitnessOptions): Promise<LocalWitness> {
  const signer = options.signer ?? testWitnessSigner();
  const logs = new Map(
    options.logVkeys.map((vkey) => {
      const verifier = parseVerifierKey(vkey);
      return [verifier.name, verifier] as const;
    }),
  );
  const heads = new Map<string, WitnessedHead>();
  const statuses: number[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://witness.invalid").pathname;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const result =
        request.method === "GET" && path === "/"
          ? answer(200, `a TEST-ONLY tlog-witness fixture: POST ${ADD_CHECKPOINT_PATH}`)
          : request.method !== "POST" || path !== ADD_CHECKPOINT_PATH
            ? answer(404, "only POST /add-checkpoint is served here")
            : decide(Buffer.concat(chunks), logs, heads, signer, options.refuse ?? false);
      statuses.push(result.status);
      response.writeHead(result.status, { "content-type": result.type ?? "text/plain" });
      response.end(result.body);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    verifierKey: signer.verifierKey,
    heads,
    statuses,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const logVkeys = args.flatMap((arg, i) => (args[i - 1] === "--log" ? [arg] : []));
  const witness = await startWitness({
    port: Number(args[0] ?? 0),
    refuse: args.includes("--refuse"),
    ...(args.includes("--test-time") ? { signer: testWitnessSigner(() => TEST_WITNESS_TIME) } : {}),
    logVkeys: logVkeys.length > 0 ? logVkeys : [testLogVerifierKey(TEST_LOG_ORIGIN)],
  });
  console.log(`witness fixture on ${witness.url}${ADD_CHECKPOINT_PATH}`);
  console.log(`its vkey (LOG_WITNESSES="${witness.verifierKey} ${witness.url}")`);
}
