#!/usr/bin/env node
// A second, independent verifier of public draws, written from docs/draw-method-v2.md alone.
// It imports nothing from the site: Node's own crypto (SHA-256, ChaCha20) and @noble/curves for
// the BLS12-381 pairing check of the drand round. Run it on a draw's public record or on the
// published test vectors:
//
//   node reference-verifier/verify-draw.mjs https://…/draws/<id>     (or /api/v1/draws/<id>)
//   node reference-verifier/verify-draw.mjs record.json               (or - for standard input)
//   node reference-verifier/verify-draw.mjs --vectors docs/draw-test-vectors.json
//
// Exit codes: 0 verified, 1 a step fails, 2 bad usage, 3 not decided yet (the steps that can
// be checked hold), 4 the record could not be read.

import { createCipheriv, createHash } from "node:crypto";
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

/** RFC 9162 § 2.1.3.2. */
function proves(leaf, index, size, proof, root) {
  if (index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = node(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn >>= 1;
        sn >>= 1;
      }
    } else r = node(r, p);
    fn >>= 1;
    sn >>= 1;
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

/** § 8: verifies a public record of method 2. */
function verifyV2(draw) {
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
function verifyV1(draw) {
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
    let given = input.entries;
    if (typeof given === "string" && given.startsWith("An array of 10,000 strings")) {
      given = Array.from(
        { length: 10000 },
        (_, i) => `Entrant ${String(((i * 7919) % 10000) + 1).padStart(5, "0")}`,
      );
    }
    const entries = canonicalEntries(given);
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

async function readSource(source) {
  const url = /^(https?:\/\/[^/]+)\/(?:api\/v1\/)?draws\/([A-Za-z0-9_-]+)\/?$/.exec(source);
  if (url) {
    const response = await fetch(`${url[1]}/api/v1/draws/${url[2]}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(source === "-" ? 0 : source, "utf8"));
}

async function main(args) {
  const vectors = args[0] === "--vectors";
  const source = vectors ? args[1] : args[0];
  if (!source || args.length > (vectors ? 2 : 1)) {
    console.error(
      "usage: node reference-verifier/verify-draw.mjs <draw URL | record.json | -> | --vectors <file>",
    );
    return 2;
  }
  let data;
  try {
    data = await readSource(source);
  } catch (error) {
    console.error(`Could not read ${source}: ${error.message}`);
    return 4;
  }
  if (vectors) for (const vector of data.vectors) verifyVector(vector);
  else if (data.algorithmVersion === 2 && data.record) verifyV2(data);
  else if (data.algorithmVersion === 1) verifyV1(data);
  else check("record", false, "not a draw record of method 1 or 2");
  for (const s of steps) console.log(`${s.outcome.toUpperCase().padEnd(7)} ${s.name}: ${s.detail}`);
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
  console.log(`VERIFIED: all ${steps.length} steps hold.`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
