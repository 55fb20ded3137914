#!/usr/bin/env node
// A second, independent verifier of public draws, written from docs/draw-method-v2.md and
// docs/transparency-log.md alone. It imports nothing from the site: Node's own crypto (SHA-256,
// ChaCha20, Ed25519) and @noble/curves for the BLS12-381 pairing check of the drand round. Run
// it on a draw's public record or on the published test vectors:
//
//   node reference-verifier/verify-draw.mjs https://…/draws/<id>     (or /api/v1/draws/<id>)
//   node reference-verifier/verify-draw.mjs record.json               (or - for standard input)
//   node reference-verifier/verify-draw.mjs --vectors docs/draw-test-vectors.json
//
// With --log-key <vkey> (the log's verifier key; for a draw URL without it, the site's /log/key
// is used) it also checks the draw's place in the public log, and each --witness <vkey> adds a
// witness whose cosignature must date that checkpoint before the round.
//
// Exit codes: 0 verified, 1 a step fails, 2 bad usage, 3 not decided yet (the steps that can
// be checked hold), 4 the record could not be read, 5 every other step holds but the draw was
// made before the public log (its commitment rests on the site's own record).

import { createCipheriv, createHash, createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";

import { bls12_381 } from "@noble/curves/bls12-381.js";

// --- Constants of the document (§ 4, § 5) -------------------------------------------------

const CHAIN = "52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971";
const PUBLIC_KEY =
  "83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a";
const DST = "BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_";
const GENESIS = 1692803367;
const PERIOD = 3;
const DELAY = 30;
const METHOD = "randomly-draw-v2";

const sha256 = (bytes) => createHash("sha256").update(bytes).digest();
const utf8 = (text) => Buffer.from(text, "utf8");
const hex = (bytes) => Buffer.from(bytes).toString("hex");

// --- § 1 Canonical form ------------------------------------------------------------------

const TRIMMED = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
  0xfeff,
]);
for (let c = 0x2000; c <= 0x200a; c++) TRIMMED.add(c);

const forbidden = (c) =>
  c <= 0x08 ||
  (c >= 0x0a && c <= 0x1f) ||
  (c >= 0x7f && c <= 0x9f) ||
  c === 0x2028 ||
  c === 0x2029 ||
  (c >= 0xd800 && c <= 0xdfff);

function trim(text) {
  const points = Array.from(text);
  let a = 0;
  let b = points.length;
  while (a < b && TRIMMED.has(points[a].codePointAt(0))) a++;
  while (b > a && TRIMMED.has(points[b - 1].codePointAt(0))) b--;
  return points.slice(a, b).join("");
}

const canonical = (line) => trim(line.normalize("NFC"));

/** Lines split at CR LF, LF and CR only (§ 1.2, step 1). */
function splitLines(text) {
  const lines = [];
  let line = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\r") {
      lines.push(line);
      line = "";
      if (text[i + 1] === "\n") i++;
    } else if (ch === "\n") {
      lines.push(line);
      line = "";
    } else line += ch;
  }
  lines.push(line);
  return lines;
}

const byUtf8 = (a, b) => Buffer.compare(utf8(a), utf8(b));

function canonicalEntries(input) {
  const text = Array.isArray(input) ? input.join("\n") : input;
  return splitLines(text)
    .map(canonical)
    .filter((entry) => entry !== "")
    .sort(byUtf8);
}

// --- § 2.3 RFC 8785 ------------------------------------------------------------------------

function jcsString(text) {
  let out = '"';
  for (const ch of text) {
    const c = ch.codePointAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (c === 0x08) out += "\\b";
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0c) out += "\\f";
    else if (c === 0x0d) out += "\\r";
    else if (c < 0x20) out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += ch;
  }
  return `${out}"`;
}

function jcs(value) {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer below 2^53: ${value}`);
    return String(value);
  }
  if (typeof value === "string") return jcsString(value);
  if (Array.isArray(value)) return `[${value.map(jcs).join(",")}]`;
  const names = Object.keys(value).sort((a, b) => {
    // UTF-16 code units, as RFC 8785 § 3.2.3 says.
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = a.charCodeAt(i) - b.charCodeAt(i);
      if (d !== 0) return d;
    }
    return a.length - b.length;
  });
  return `{${names.map((name) => `${jcsString(name)}:${jcs(value[name])}`).join(",")}}`;
}

const digestHex = (value) => hex(sha256(utf8(jcs(value))));

// --- § 3 Hidden lists ----------------------------------------------------------------------

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

function saltOf(code) {
  const clean = code.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  let bits = "";
  for (const ch of clean) bits += ALPHABET.indexOf(ch).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

const leafOf = (salt, entry) => sha256(Buffer.concat([Buffer.from([0]), salt, utf8(entry)]));
const node = (l, r) => sha256(Buffer.concat([Buffer.from([1]), l, r]));

function mth(leaves) {
  if (leaves.length === 1) return leaves[0];
  let k = 1;
  while (k * 2 < leaves.length) k *= 2;
  return node(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

/** RFC 9162 § 2.1.3.2 (halving by division: a log's indexes may pass 2^31). */
function proves(leaf, index, size, proof, root) {
  if (!Number.isSafeInteger(index) || index < 0 || index >= size) return false;
  const half = (n) => Math.floor(n / 2);
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0 || p.length !== 32) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = node(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else r = node(r, p);
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && r.equals(root);
}

// --- § 4, § 5 The round and the beacon -----------------------------------------------------

/** Integer milliseconds throughout: round r is published at GENESIS + (r − 1) × PERIOD. */
function firstRoundAtLeast(ms) {
  const elapsed = ms - GENESIS * 1000;
  if (elapsed <= 0) return 1;
  const periods = Math.floor(elapsed / (PERIOD * 1000));
  return elapsed % (PERIOD * 1000) === 0 ? periods + 1 : periods + 2;
}

function roundFor(createdAt, drawAt) {
  const from = Math.max(Date.parse(createdAt), drawAt ? Date.parse(drawAt) : 0);
  return firstRoundAtLeast(from + DELAY * 1000);
}

function beaconHolds(round, signature, randomness) {
  try {
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(BigInt(round));
    const sig = Buffer.from(signature, "hex");
    if (hex(sha256(sig)) !== randomness) return false;
    const short = bls12_381.shortSignatures;
    const point = short.hash(sha256(message), DST);
    return short.verify(sig, point, bls12_381.G2.Point.fromHex(PUBLIC_KEY));
  } catch {
    return false;
  }
}

// --- § 6, § 7 Seed, stream, integer rule, picks --------------------------------------------

function words(key) {
  const cipher = createCipheriv("chacha20", key, Buffer.alloc(16));
  let buffer = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > buffer.length) {
      buffer = cipher.update(Buffer.alloc(1024));
      at = 0;
    }
    const word = buffer.readUInt32LE(at);
    at += 4;
    return word;
  };
}

function uniform(next, m) {
  const limit = 2 ** 32 - (2 ** 32 % m);
  for (;;) {
    const x = next();
    if (x < limit) return x % m;
  }
}

function pick(key, n, k) {
  const next = words(key);
  const a = Array.from({ length: n }, (_, i) => i);
  const out = [];
  for (let i = 0; i < k; i++) {
    const j = i + uniform(next, n - i);
    [a[i], a[j]] = [a[j], a[i]];
    out.push(a[i]);
  }
  return out;
}

const poolSize = (pool) =>
  pool.kind === "list"
    ? pool.entries.length
    : pool.kind === "hidden"
      ? pool.count
      : pool.max - pool.min + 1;

function seedOf(record, randomness) {
  return sha256(
    utf8(
      jcs({
        chain: record.chain,
        method: record.method,
        pool: digestHex(record.pool),
        randomness,
        round: record.round,
      }),
    ),
  );
}

function winnersOf(record, randomness) {
  const { pool } = record;
  return pick(seedOf(record, randomness), poolSize(pool), record.winners).map((index) => ({
    position: index + 1,
    entry:
      pool.kind === "list"
        ? pool.entries[index]
        : pool.kind === "range"
          ? String(pool.min + index)
          : null,
  }));
}

// --- The public log (docs/transparency-log.md) --------------------------------------------

const ED25519 = 0x01;
const COSIGNATURE_V1 = 0x04;
const ENTRY_TYPE = "draw-commitment/v1";

/** Canonical padded base64 (one spelling per value), or null. */
function base64(text) {
  if (typeof text !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64");
  return bytes.toString("base64") === text ? bytes : null;
}

/**
 * A verifier key `<name>+<8 hex key ID>+base64(type || public key)` (C2SP signed-note, "Verifier
 * keys"), whose key ID must be SHA-256(name || "\n" || type || public key)[:4].
 */
function parseVkey(vkey, type) {
  const [name, id, ...rest] = String(vkey).trim().split("+");
  const key = base64(rest.join("+"));
  if (!name || !/^[0-9a-f]{8}$/i.test(id ?? "") || !key || key.length !== 33 || key[0] !== type) {
    throw new Error(
      `not a ${type === ED25519 ? "log (Ed25519, 0x01)" : "witness (cosignature/v1, 0x04)"} verifier key: ${vkey}`,
    );
  }
  const keyId = sha256(
    Buffer.concat([utf8(name), Buffer.from([0x0a, type]), key.subarray(1)]),
  ).subarray(0, 4);
  if (keyId.toString("hex") !== id.toLowerCase())
    throw new Error(`the key ID of ${vkey} does not match its key`);
  const publicKey = createPublicKey({
    key: { kty: "OKP", crv: "Ed25519", x: key.subarray(1).toString("base64url") },
    format: "jwk",
  });
  return { name, keyId, publicKey };
}

/** A signed note (C2SP signed-note): its text (with the final newline) and signature lines. */
function parseNote(note) {
  const split = typeof note === "string" ? note.lastIndexOf("\n\n") : -1;
  if (split < 0 || !note.endsWith("\n")) return null;
  const signatures = [];
  for (const line of note.slice(split + 2, -1).split("\n")) {
    const match = /^\u2014 (\S+) (\S+)$/.exec(line);
    const bytes = match && base64(match[2]);
    if (!bytes || bytes.length < 5) return null;
    signatures.push({ name: match[1], keyId: bytes.subarray(0, 4), signature: bytes.subarray(4) });
  }
  return { text: note.slice(0, split + 1), signatures };
}

const signedBy = (note, key) =>
  note.signatures.filter((sig) => sig.name === key.name && sig.keyId.equals(key.keyId));

/**
 * A log record (`log` or `logStart` of the draw's record) opened: the checkpoint (C2SP
 * tlog-checkpoint: origin, size, base64 root) signed with Ed25519 by the log's key, its origin
 * the key's name; and whether the inclusion proof leads from SHA-256(0x00 || entry) at the
 * index to its root (RFC 6962 § 2.1.1). A string says what is wrong instead.
 */
function openLogRecord(record, logKey) {
  if (typeof record?.checkpoint !== "string" || typeof record.entry !== "string")
    return "the record's log proof is malformed";
  const note = parseNote(record.checkpoint);
  if (!note) return "the checkpoint is not a signed note";
  const [origin, sizeText, rootText] = note.text.split("\n");
  const root = base64(rootText);
  const mine = signedBy(note, logKey);
  const signed =
    mine.length > 0 &&
    mine.every(
      (sig) =>
        sig.signature.length === 64 &&
        verify(null, utf8(note.text), logKey.publicKey, sig.signature),
    );
  if (!signed) return `the checkpoint carries no valid signature by ${logKey.name}`;
  if (
    origin !== logKey.name ||
    !/^(0|[1-9][0-9]*)$/.test(sizeText ?? "") ||
    !root ||
    root.length !== 32
  )
    return "the checkpoint is not one of this log";
  const size = Number(sizeText);
  const proof = Array.isArray(record.proof) ? record.proof.map(base64) : [null];
  const leaf = sha256(Buffer.concat([Buffer.from([0]), utf8(record.entry)]));
  const included = proof.every((p) => p !== null) && proves(leaf, record.index, size, proof, root);
  return { note, size, included };
}

/** The logged entry as JSON, if it is the canonical JSON (RFC 8785) of a draw-commitment/v1. */
function loggedEntry(text) {
  try {
    const entry = JSON.parse(text);
    return entry?.type === ENTRY_TYPE && jcs(entry) === text ? entry : null;
  } catch {
    return null;
  }
}

/** The entry a draw's record commits to (docs/transparency-log.md § 1), canonical JSON. */
const expectedEntry = (draw) =>
  jcs({
    type: ENTRY_TYPE,
    drawId: draw.id,
    methodVersion: draw.algorithmVersion,
    commitment: draw.commitmentHash ?? draw.entriesHash,
    entryCount: draw.entryCount,
    winnersCount: draw.winnersCount,
    chainHash: draw.chainHash,
    round: draw.round,
    createdAt: draw.createdAt,
  });

/**
 * The earliest time (POSIX seconds) a trusted witness cosigned the note (C2SP tlog-cosignature:
 * u64 big-endian timestamp then an Ed25519 signature of "cosignature/v1\ntime <t>\n" and the
 * note's text); null when none did. A trusted witness's bad cosignature is an error.
 */
function witnessedAt(note, witnesses) {
  const times = [];
  for (const witness of witnesses) {
    for (const sig of signedBy(note, witness)) {
      const time = sig.signature.length === 72 ? sig.signature.readBigUInt64BE(0) : null;
      const message = utf8(`cosignature/v1\ntime ${time}\n${note.text}`);
      if (time === null || !verify(null, message, witness.publicKey, sig.signature.subarray(8)))
        throw new Error(`${witness.name}'s cosignature does not verify`);
      times.push(Number(time));
    }
  }
  return times.length > 0 ? Math.min(...times) : null;
}

/** The log steps: the draw is in the log (or was made before it), and witnessed before its round. */
function verifyLog(draw, trust) {
  const decided = Boolean(draw.result);
  const missing = (name, detail) => (decided ? check(name, false, detail) : skip(name, detail));
  if (!draw.log) {
    if (!draw.logStart) {
      missing("log", "the record carries no proof that the draw is in the public log");
      return;
    }
    // A draw the log does not hold: before the log's first entry it predates the log.
    const start = openLogRecord(draw.logStart, trust.log);
    const first = typeof start === "string" ? null : loggedEntry(draw.logStart.entry);
    if (typeof start === "string" || !start.included || draw.logStart.index !== 0 || !first) {
      check(
        "log",
        false,
        `the log's first entry does not check out: ${typeof start === "string" ? start : "not entry 0 of the signed tree"}`,
      );
    } else if (Date.parse(draw.createdAt) < Date.parse(first.createdAt)) {
      steps.push({
        name: "log",
        outcome: "before-log",
        detail: `committed at ${draw.createdAt}, before the log's first entry (${first.createdAt}): made before the public log; its commitment rests on the site's own record`,
      });
    } else {
      check(
        "log",
        false,
        `committed at ${draw.createdAt}, after the log's first entry (${first.createdAt}), yet not in the log`,
      );
    }
    return;
  }
  const opened = openLogRecord(draw.log, trust.log);
  if (typeof opened === "string") {
    check("log checkpoint", false, opened);
    return;
  }
  check("log checkpoint", true, `signed by ${trust.log.name}, tree size ${opened.size}`);
  check(
    "log inclusion",
    opened.included,
    `entry ${draw.log.index} of ${opened.size} (RFC 6962 § 2.1.1)`,
  );
  check(
    "log entry",
    draw.log.entry === expectedEntry(draw),
    "the logged entry is this draw's commitment",
  );
  if (trust.witnesses.length === 0) return;
  let time = null;
  try {
    time = witnessedAt(opened.note, trust.witnesses);
  } catch (error) {
    check("log witness", false, error.message);
    return;
  }
  if (time === null) {
    missing("log witness", "no trusted witness cosigned the checkpoint holding the draw");
    return;
  }
  // The round's time comes from the round itself (§ 4), not from the record's dueAt;
  // timestamps are whole seconds rounded down, so the whole second must end before it.
  const roundMs = (GENESIS + (draw.round - 1) * PERIOD) * 1000;
  check(
    "logged before round",
    (time + 1) * 1000 <= roundMs,
    `cosigned at ${new Date(time * 1000).toISOString()}, round ${draw.round} at ${new Date(roundMs).toISOString()}`,
  );
}

// --- Steps ---------------------------------------------------------------------------------

const steps = [];
const check = (name, ok, detail) => steps.push({ name, outcome: ok ? "pass" : "fail", detail });
const skip = (name, detail) => steps.push({ name, outcome: "skipped", detail });

function recordIsCanonical(record) {
  if (record.method !== METHOD || record.chain !== CHAIN) return "method or chain";
  if (
    canonical(record.title) !== record.title ||
    Array.from(record.title).some((c) => forbidden(c.codePointAt(0)))
  )
    return "title";
  if (record.pool.kind === "list") {
    const entries = record.pool.entries;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      if (e === "" || canonical(e) !== e || Array.from(e).some((c) => forbidden(c.codePointAt(0))))
        return `entry ${i + 1}`;
      if (i > 0 && byUtf8(entries[i - 1], e) > 0) return `order at entry ${i + 1}`;
    }
  }
  if (record.winners < 1 || record.winners > poolSize(record.pool)) return "winners";
  return null;
}

/** § 8: verifies a public record of method 2 (and its place in the log, with `trust`). */
function verifyV2(draw, trust) {
  const { record } = draw;
  const problem = recordIsCanonical(record);
  const commitment = digestHex(record);
  check(
    "commitment",
    problem === null &&
      commitment === draw.commitmentHash &&
      draw.title === record.title &&
      draw.winnersCount === record.winners &&
      draw.round === record.round,
    problem ? `record not canonical (${problem})` : `SHA-256(JCS(record)) = ${commitment}`,
  );
  const round = roundFor(draw.createdAt, draw.drawAt);
  check(
    "round",
    round === record.round && draw.chainHash === CHAIN,
    `first round 30 s after commitment: ${round}`,
  );
  if (trust) verifyLog(draw, trust);
  if (!draw.result) {
    for (const name of ["signature", "seed", "winners"])
      skip(name, "the round is not published yet");
    return;
  }
  const { signature, randomness, seed, winners } = draw.result;
  check(
    "signature",
    beaconHolds(record.round, signature, randomness),
    `round ${record.round} against the quicknet key`,
  );
  const mySeed = hex(seedOf(record, randomness));
  check("seed", mySeed === seed, mySeed);
  const expected = winnersOf(record, randomness);
  let same =
    expected.length === winners.length &&
    expected.every((w, i) => w.position === winners[i].position && w.entry === winners[i].entry);
  if (same && record.pool.kind === "hidden") {
    const root = Buffer.from(record.pool.root, "hex");
    same = winners.every((w) =>
      proves(
        Buffer.from(w.leaf, "hex"),
        w.position - 1,
        record.pool.count,
        w.proof.map((p) => Buffer.from(p, "hex")),
        root,
      ),
    );
  }
  check("winners", same, `positions ${expected.map((w) => w.position).join(", ")}`);
}

/** Method 1, as the document's last section gives it. */
function verifyV1(draw, trust) {
  const v1Trim = (s) => s.trim();
  if (Array.isArray(draw.entries)) {
    const entries = splitLines(draw.entries.join("\n").normalize("NFC"))
      .map(v1Trim)
      .filter((e) => e !== "");
    check(
      "entries' hash",
      hex(sha256(utf8(entries.join("\n")))) === draw.entriesHash,
      draw.entriesHash,
    );
  } else skip("entries' hash", "only the hash was published");
  check(
    "round",
    roundFor(draw.createdAt, draw.drawAt) === draw.round && draw.chainHash === CHAIN,
    String(draw.round),
  );
  if (trust) verifyLog(draw, trust);
  if (!draw.result) {
    for (const name of ["signature", "seed", "winners"])
      skip(name, "the round is not published yet");
    return;
  }
  const { signature, randomness, seed, winners } = draw.result;
  check("signature", beaconHolds(draw.round, signature, randomness), `round ${draw.round}`);
  const text = `${randomness}:${draw.entriesHash}`;
  check("seed", text === seed, text);
  const expected = pick(sha256(utf8(text)), draw.entryCount, draw.winnersCount);
  check(
    "winners",
    expected.length === winners.length &&
      expected.every((index, i) => winners[i].position === index + 1),
    expected.map((index) => index + 1).join(", "),
  );
}

/** Every value a test vector gives, recomputed. */
function verifyVector(v) {
  const name = (step) => `${v.name}: ${step}`;
  const { record } = v;
  const input = v.input;
  if (record.pool.kind === "list" || record.pool.kind === "hidden") {
    const entries = canonicalEntries(input.entries);
    if (record.pool.kind === "list") {
      check(
        name("canonical entries"),
        jcs(entries) === jcs(record.pool.entries),
        `${entries.length} entries`,
      );
    } else {
      const receipts = v.hidden.receipts;
      const leaves = v.hidden.leaves.map((l) => Buffer.from(l, "hex"));
      const fromReceipts = receipts.every((r) =>
        leafOf(saltOf(r.code), r.entry).equals(leaves[r.position - 1]),
      );
      const sorted = leaves.every((leaf, i) => i === 0 || Buffer.compare(leaves[i - 1], leaf) < 0);
      const sameEntries = jcs(receipts.map((r) => r.entry).sort(byUtf8)) === jcs(entries);
      check(
        name("hidden leaves"),
        fromReceipts && sorted && sameEntries,
        `${leaves.length} leaves from the receipts`,
      );
      check(name("merkle root"), hex(mth(leaves)) === record.pool.root, record.pool.root);
    }
  } else {
    check(
      name("range"),
      record.pool.min === 1 && record.pool.max === Number(input.range),
      `1..${input.range}`,
    );
  }
  check(name("title"), canonical(input.title) === record.title, record.title);
  if (v.recordJson) check(name("canonical JSON"), jcs(record) === v.recordJson, "RFC 8785");
  check(name("commitment"), digestHex(record) === v.commitment, v.commitment);
  check(name("pool digest"), digestHex(record.pool) === v.poolDigest, v.poolDigest);
  check(
    name("round"),
    roundFor(input.createdAt, input.drawAt) === v.round && record.round === v.round,
    String(v.round),
  );
  check(name("signature"), beaconHolds(v.round, v.signature, v.randomness), "quicknet key");
  const seed = seedOf(record, v.randomness);
  check(name("seed"), hex(seed) === v.seed, v.seed);
  const next = words(seed);
  check(
    name("first words"),
    v.firstWords.every((w) => w === next()),
    v.firstWords.slice(0, 2).join(", ") + ", …",
  );
  const expected = winnersOf(record, v.randomness);
  let same =
    expected.length === v.winners.length &&
    expected.every(
      (w, i) => w.position === v.winners[i].position && w.entry === v.winners[i].entry,
    );
  if (same && record.pool.kind === "hidden") {
    const root = Buffer.from(record.pool.root, "hex");
    same = v.winners.every((w) =>
      proves(
        Buffer.from(w.leaf, "hex"),
        w.position - 1,
        record.pool.count,
        w.proof.map((p) => Buffer.from(p, "hex")),
        root,
      ),
    );
  }
  const shown = expected.slice(0, 5).map((w) => w.entry ?? `leaf ${w.position}`);
  check(name("winners"), same, `${shown.join(", ")}${expected.length > 5 ? ", …" : ""}`);
}

const DRAW_URL = /^(https?:\/\/[^/]+)\/(?:api\/v1\/)?draws\/([A-Za-z0-9_-]+)\/?$/;

async function readSource(source) {
  const url = DRAW_URL.exec(source);
  if (url) {
    const response = await fetch(`${url[1]}/api/v1/draws/${url[2]}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(source === "-" ? 0 : source, "utf8"));
}

const USAGE =
  "usage: node reference-verifier/verify-draw.mjs <draw URL | record.json | -> [--log-key <vkey>] [--witness <vkey>]... | --vectors <file>";

/** The command line, or null when it makes no sense. */
function parseArgs(args) {
  if (args[0] === "--vectors") return args.length === 2 ? { vectors: args[1] } : null;
  const parsed = { source: null, logKey: null, witnesses: [] };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--log-key" || args[i] === "--witness") {
      const value = args[++i];
      if (!value || value.startsWith("--")) return null;
      if (args[i - 1] === "--log-key") parsed.logKey = value;
      else parsed.witnesses.push(value);
    } else if (args[i].startsWith("--") || parsed.source !== null) return null;
    else parsed.source = args[i];
  }
  return parsed.source === null ? null : parsed;
}

/** The keys to check the log with: pinned, or for a draw URL its site's /log/key; null if none. */
async function logTrust(parsed) {
  let vkey = parsed.logKey;
  const site = DRAW_URL.exec(parsed.source)?.[1];
  if (!vkey && site) {
    const response = await fetch(`${site}/log/key`).catch(() => null);
    if (response?.ok) {
      vkey = (await response.text()).trim();
      console.log(`(the log key is the one ${site}/log/key serves; pin it with --log-key)`);
    }
  }
  if (!vkey) {
    console.log("(no log key: the draw's place in the public log is not checked)");
    return null;
  }
  return {
    log: parseVkey(vkey, ED25519),
    witnesses: parsed.witnesses.map((witness) => parseVkey(witness, COSIGNATURE_V1)),
  };
}

const MARK = { pass: "PASS", fail: "FAIL", skipped: "SKIPPED", "before-log": "PRE-LOG" };

async function main(args) {
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const source = parsed.vectors ?? parsed.source;
  let data;
  try {
    data = await readSource(source);
  } catch (error) {
    console.error(`Could not read ${source}: ${error.message}`);
    return 4;
  }
  let trust = null;
  if (!parsed.vectors) {
    try {
      trust = await logTrust(parsed);
    } catch (error) {
      console.error(error.message);
      return 2;
    }
  }
  if (parsed.vectors) for (const vector of data.vectors) verifyVector(vector);
  else if (data.algorithmVersion === 2 && data.record) verifyV2(data, trust);
  else if (data.algorithmVersion === 1) verifyV1(data, trust);
  else check("record", false, "not a draw record of method 1 or 2");
  for (const s of steps) console.log(`${MARK[s.outcome].padEnd(7)} ${s.name}: ${s.detail}`);
  const failed = steps.filter((s) => s.outcome === "fail").length;
  const skipped = steps.filter((s) => s.outcome === "skipped").length;
  if (failed > 0) {
    console.log(`FAILED: ${failed} step(s) fail.`);
    return 1;
  }
  if (skipped > 0) {
    console.log(
      `NOT DECIDED YET: ${steps.length - skipped} step(s) hold, ${skipped} cannot be checked before the round.`,
    );
    return 3;
  }
  if (steps.some((s) => s.outcome === "before-log")) {
    console.log(
      `MADE BEFORE THE PUBLIC LOG: the other ${steps.length - 1} steps hold; its commitment rests on the site's own record.`,
    );
    return 5;
  }
  console.log(`VERIFIED: all ${steps.length} steps hold.`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
