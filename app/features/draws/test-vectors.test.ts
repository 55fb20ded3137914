import { readFileSync, writeFileSync } from "node:fs";

import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";

import { realRound } from "../../../tests/support/drand-fixtures";
import { canonicalEntriesV2 } from "./canonical-form";
import { checkDrawRequest, type DrawRequest } from "./draw-input";
import { drawRound } from "./draw-method";
import {
  buildHiddenList,
  inclusionProof,
  leavesFromText,
  leavesToText,
  saltOfReceiptCode,
  receiptCode,
} from "./hidden-list";
import {
  canonicalJson,
  commitmentOf,
  DRAW_METHOD_V2,
  DrawWordStream,
  poolDigest,
  seedV2,
  winnersV2,
  type DrawPool,
  type DrawRecordV2,
} from "./method-v2";
import { QUICKNET_CHAIN_HASH, roundTime } from "./quicknet";

// The published test vectors of method 2 (docs/draw-test-vectors.json), built here from the
// site's own code and real recorded quicknet rounds. The file is compared byte for byte; after
// a deliberate change (a new vector), `UPDATE_VECTORS=1 npx vitest run app/features/draws/test-vectors.test.ts`
// rewrites it. The reference verifier (reference-verifier/) checks every one of them.

const FILE = new URL("../../../docs/draw-test-vectors.json", import.meta.url);

interface VectorInput {
  name: string;
  about: string;
  round: number;
  request: DrawRequest;
  /** Hidden lists: the salt of each canonical entry, in entry order, as deterministic bytes. */
  hiddenSaltSeed?: number;
}

/**
 * The ten thousand entries of the largest vector, "Entrant 00001" … "Entrant 10000" out of
 * order, given in the file as the text sent (one per line) so that any verifier can use them.
 */
const tenThousand = Array.from(
  { length: 10_000 },
  (_, i) => `Entrant ${String(((i * 7919) % 10_000) + 1).padStart(5, "0")}`,
).join("\n");

const INPUTS: VectorInput[] = [
  {
    name: "unicode",
    about:
      "NFC (a decomposed ë), trimming of U+FEFF, U+00A0, U+2003 and U+3000 at the ends, a tab inside an entry kept, CR LF, CR and LF line breaks, blank lines dropped, and sorting by UTF-8 bytes (U+FF5E before U+1F389, which UTF-16 order would reverse).",
    round: 30662990,
    request: {
      title: "  Café raffle \u2014 class 4B\u3000",
      entries:
        "\uFEFFZoe\u0308\r\nÉmile\u00A0\rana\n\n  李雷 \n\u2003Bo\u2003\r\n\uFF5E wave\n\u{1F389} party\nAnn\tLee\r\nbo\r\n\u3000\nÅsa\nZoë\n",
      winners: 3,
    },
  },
  {
    name: "crlf-duplicates",
    about:
      "A list saved on Windows (CR LF, a trailing CR LF) with a repeated name: each line is one ticket, so Ana is there twice.",
    round: 30662982,
    request: { title: "Tombola", entries: "Ana\r\nBo\r\nAna\r\nCy\r\nDi\r\n", winners: 2 },
  },
  {
    name: "one-entry",
    about: "A single entry and a single winner.",
    round: 657413,
    request: { title: "Only one", entries: ["  Solo  "], winners: 1 },
  },
  {
    name: "ten-thousand",
    about: "The largest list, 10,000 entries given out of order, and the most winners, 100.",
    round: 30662992,
    request: { title: "Big giveaway", entries: tenThousand, winners: 100 },
  },
  {
    name: "range",
    about: "The numbers from 1 to 1,000, five winners.",
    round: 123,
    request: { title: "Ticket numbers", source: "range", range: 1000, winners: 5 },
  },
  {
    name: "hidden",
    about:
      "Publish only the hash: seven salted entries, their Merkle root committed, the winners given as leaves with inclusion proofs; the receipts (entry and code) are what the organiser keeps.",
    round: 42,
    request: {
      title: "Private list",
      entries:
        "alice@example.org\nbob@example.org\ncarol@example.org\ndan@example.org\nerin@example.org\nfrank@example.org\ngrace@example.org",
      winners: 2,
      hashOnly: true,
    },
    hiddenSaltSeed: 7,
  },
];

/** Salts for a vector: SHA-256-free and obviously not secret, so anyone can rebuild them. */
function vectorSalts(seed: number) {
  let i = 0;
  return () =>
    Uint8Array.from(
      { length: 15 },
      (_, j) => (seed * 31 + i * 17 + j * 5 + (j === 0 ? i++ : 0)) & 0xff,
    );
}

function buildVector(input: VectorInput) {
  const createdAtMs = roundTime(input.round) - 30_000 - 1_500;
  expect(drawRound(createdAtMs)).toBe(input.round);
  const check = checkDrawRequest(input.request, createdAtMs);
  if (!check.ok) throw new Error(`${input.name}: ${JSON.stringify(check.problems)}`);
  const { pool: plain } = check.input;
  let pool: DrawPool = plain;
  let hidden: Record<string, unknown> | undefined;
  let leaves: Uint8Array[] = [];
  if (check.input.hidden && plain.kind === "list") {
    const list = buildHiddenList(plain.entries, vectorSalts(input.hiddenSaltSeed ?? 0));
    leaves = list.leaves;
    pool = { kind: "hidden", count: plain.entries.length, root: list.root };
    hidden = {
      receipts: list.receipts,
      leaves: leaves.map(bytesToHex),
    };
  }
  const record: DrawRecordV2 = {
    method: DRAW_METHOD_V2,
    chain: QUICKNET_CHAIN_HASH,
    round: input.round,
    title: check.input.title,
    winners: check.input.winners,
    pool,
  };
  const beacon = realRound(input.round);
  const seed = seedV2(record, beacon.randomness);
  const stream = new DrawWordStream(seed);
  const winners = winnersV2(record, beacon.randomness).map((winner) =>
    pool.kind === "hidden"
      ? {
          ...winner,
          leaf: bytesToHex(leaves[winner.position - 1]!),
          proof: inclusionProof(leaves, winner.position - 1).map(bytesToHex),
        }
      : winner,
  );
  return {
    name: input.name,
    about: input.about,
    input: {
      ...input.request,
      createdAt: new Date(createdAtMs).toISOString(),
      drawAt: null,
    },
    ...(hidden ? { hidden } : {}),
    record,
    ...(canonicalJson(record).length <= 4096 ? { recordJson: canonicalJson(record) } : {}),
    commitment: commitmentOf(record).sha256,
    poolDigest: poolDigest(pool),
    round: input.round,
    signature: beacon.signature,
    randomness: beacon.randomness,
    seedJson: canonicalJson({
      chain: record.chain,
      method: record.method,
      pool: poolDigest(pool),
      randomness: beacon.randomness,
      round: record.round,
    }),
    seed: bytesToHex(seed),
    firstWords: Array.from({ length: 8 }, () => stream.word()),
    winners,
  };
}

function buildFile() {
  return `${JSON.stringify(
    {
      about:
        "Test vectors of public draws, method 2 (docs/draw-method-v2.md). Each vector gives the input as sent to POST /api/v1/draws (with the time it was sent), the committed record (which holds the canonical title and entries) and, when short, its canonical JSON (RFC 8785), the commitment, a real quicknet round (signature and randomness), the seed, the first eight 32-bit words of the ChaCha20 stream and the winners in the order drawn. Hidden-list vectors use fixed, non-secret salts so that they can be rebuilt.",
      method: DRAW_METHOD_V2,
      vectors: INPUTS.map(buildVector),
    },
    null,
    2,
  )}\n`;
}

describe("the published test vectors", () => {
  it("are what the site computes (UPDATE_VECTORS=1 rewrites them)", () => {
    const built = buildFile();
    if (process.env.UPDATE_VECTORS) writeFileSync(FILE, built);
    expect(readFileSync(FILE, "utf8") === built, "docs/draw-test-vectors.json is out of date").toBe(
      true,
    );
  });

  it("give each input as data a request can carry, which gives the vector's record", () => {
    const file = JSON.parse(readFileSync(FILE, "utf8")) as {
      vectors: {
        name: string;
        input: Record<string, unknown> & { createdAt: string };
        record: DrawRecordV2;
        hidden?: { receipts: { entry: string }[] };
      }[];
    };
    for (const vector of file.vectors) {
      const { createdAt, drawAt: _drawAt, ...request } = vector.input;
      const check = checkDrawRequest(request, Date.parse(createdAt));
      expect(check.ok, vector.name).toBe(true);
      if (!check.ok) continue;
      const { title, winners, pool, hidden } = check.input;
      expect({ title, winners }, vector.name).toEqual({
        title: vector.record.title,
        winners: vector.record.winners,
      });
      if (hidden && pool.kind === "list") {
        const receipts = vector.hidden!.receipts.map((receipt) => receipt.entry);
        expect(pool.entries, vector.name).toEqual(canonicalEntriesV2(receipts.join("\n")));
      } else expect(pool, vector.name).toEqual(vector.record.pool);
    }
  });

  it("hold receipts whose codes rebuild the leaves of the hidden vector", () => {
    const file = JSON.parse(readFileSync(FILE, "utf8")) as ReturnType<typeof JSON.parse>;
    const hidden = (
      file.vectors as {
        name: string;
        hidden: { receipts: { entry: string; code: string; position: number }[]; leaves: string[] };
      }[]
    ).find((vector) => vector.name === "hidden")!;
    const leaves = leavesFromText(hidden.hidden.leaves.join(""));
    expect(leavesToText(leaves)).toBe(hidden.hidden.leaves.join(""));
    for (const receipt of hidden.hidden.receipts) {
      const salt = saltOfReceiptCode(receipt.code)!;
      expect(receiptCode(salt)).toBe(receipt.code);
      expect(hexToBytes(hidden.hidden.leaves[receipt.position - 1]!)).toBeDefined();
    }
  });
});
