import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { VERIFY_EXIT_CODES } from "../../scripts/verify-draw";
import { startDrandRelay, type DrandRelay } from "../support/drand-relay";
import { publicRecordV1, publicRecordV2, serveRecords } from "../support/draw-records";
import { memoryLogRecords, otherWitnessVerifierKey } from "../support/log-records";
import { testLogVerifierKey, testWitnessSigner } from "../support/log-test-key";
import { referenceVerifier as reference, siteVerifier as script } from "../support/run-process";

// Both command-line verifiers run as processes, as a stranger would run them: the site's
// script (npx tsx scripts/verify-draw.ts URL, the command on every draw page) and the reference
// verifier written from docs/draw-method-v2.md alone.

const NAMES = ["Ana", "Bruno", "Chidi", "Dana", "Émile", "Farah"];
const decided = publicRecordV2(NAMES);
const pending = publicRecordV2(NAMES, { decided: false });
const tampered = {
  ...decided,
  result: { ...decided.result!, winners: [...decided.result!.winners].reverse() },
};
/** Method 1, entries kept in the order given, as draws made before method 2 are served. */
const decidedV1 = publicRecordV1(NAMES);
const pendingV1 = publicRecordV1(NAMES, { decided: false });
const tamperedV1 = {
  ...decidedV1,
  result: { ...decidedV1.result!, winners: [...decidedV1.result!.winners].reverse() },
};
const ids = {
  decided: "DecidedDrawAAAAAAAAAAA",
  pending: "PendingDrawAAAAAAAAAAA",
  tampered: "TamperedDrawAAAAAAAAA",
  decidedV1: "DecidedDrawV1AAAAAAAAA",
  pendingV1: "PendingDrawV1AAAAAAAAA",
  tamperedV1: "TamperedDrawV1AAAAAAA",
};

let site: Awaited<ReturnType<typeof serveRecords>>;
let relay: DrandRelay;

beforeAll(async () => {
  site = await serveRecords({
    [ids.decided]: decided,
    [ids.pending]: pending,
    [ids.tampered]: tampered,
    [ids.decidedV1]: decidedV1,
    [ids.pendingV1]: pendingV1,
    [ids.tamperedV1]: tamperedV1,
  });
  relay = await startDrandRelay();
});

afterAll(async () => {
  await site?.close();
  await relay?.close();
});

describe("scripts/verify-draw.ts, run as a process", () => {
  it("verifies a decided draw from its page URL alone, the command every draw page shows", async () => {
    const { code, stdout } = await script(`${site.origin}/draws/${ids.decided}`);
    expect(code, stdout).toBe(VERIFY_EXIT_CODES.verified);
    expect(stdout).toContain("Every step was checked and holds.");
  }, 90_000);

  it("checks the round against a relay with --relay, before or after the URL", async () => {
    for (const args of [
      ["--relay", relay.url, `${site.origin}/draws/${ids.decided}`],
      [`${site.origin}/draws/${ids.decided}`, "--relay", relay.url],
    ]) {
      const { code, stdout } = await script(...args);
      expect(code, stdout).toBe(VERIFY_EXIT_CODES.verified);
      expect(stdout).toContain("PASS  Relay agrees");
    }
  }, 90_000);

  it("exits 3 on a pending draw without saying it holds, and 1 on a tampered one", async () => {
    const waiting = await script(`${site.origin}/draws/${ids.pending}`);
    expect(waiting.code, waiting.stdout).toBe(VERIFY_EXIT_CODES.pending);
    expect(waiting.stdout).toContain("could not be checked yet");
    expect(waiting.stdout).not.toContain("Every step");
    const forged = await script(
      `${site.origin}/api/v1/draws/${ids.tampered}`,
      "--relay",
      relay.url,
    );
    expect(forged.code, forged.stdout).toBe(VERIFY_EXIT_CODES.failed);
    expect(forged.stdout).toContain("FAIL  Winners");
  }, 90_000);

  it("exits 3 on a pending draw with --relay too, and 1 on a tampered one without it", async () => {
    const waiting = await script(`${site.origin}/draws/${ids.pending}`, "--relay", relay.url);
    expect(waiting.code, waiting.stdout).toBe(VERIFY_EXIT_CODES.pending);
    expect(waiting.stdout).toContain("SKIP  Relay agrees");
    expect(waiting.stdout).not.toContain("Every step");
    const forged = await script(`${site.origin}/draws/${ids.tampered}`);
    expect(forged.code, forged.stdout).toBe(VERIFY_EXIT_CODES.failed);
    expect(forged.stdout).toContain("FAIL  Winners");
  }, 90_000);

  it("exits 2 with the usage line on bad arguments and 4 when the draw cannot be read", async () => {
    expect((await script()).code).toBe(VERIFY_EXIT_CODES.usage);
    expect((await script("--relay")).code).toBe(VERIFY_EXIT_CODES.usage);
    expect((await script(`${site.origin}/draws/UnknownDrawAAAAAAAAAAA`)).code).toBe(
      VERIFY_EXIT_CODES.unreadable,
    );
  }, 90_000);
});

describe("the reference verifier, written from the document alone", () => {
  it("agrees with the site on every published test vector", async () => {
    const { code, stdout } = await reference("--vectors", "docs/draw-test-vectors.json");
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/VERIFIED: all \d+ steps hold\./);
    for (const name of [
      "unicode",
      "crlf-duplicates",
      "one-entry",
      "ten-thousand",
      "range",
      "hidden",
    ]) {
      expect(stdout).toContain(`PASS    ${name}: winners`);
    }
  }, 60_000);

  it("fails a vector whose winners were altered", async () => {
    const file = JSON.parse(readFileSync("docs/draw-test-vectors.json", "utf8")) as {
      vectors: { winners: unknown[] }[];
    };
    file.vectors[1]!.winners.reverse();
    const path = join(mkdtempSync(join(tmpdir(), "vectors-")), "altered.json");
    writeFileSync(path, JSON.stringify(file));
    const { code, stdout } = await reference("--vectors", path);
    expect(code).toBe(1);
    expect(stdout).toContain("FAIL    crlf-duplicates: winners");
  }, 60_000);

  it("gives the same verdicts as the site's script on decided, pending and tampered draws", async () => {
    expect((await reference(`${site.origin}/draws/${ids.decided}`)).code).toBe(0);
    expect((await reference(`${site.origin}/draws/${ids.pending}`)).code).toBe(3);
    expect((await reference(`${site.origin}/draws/${ids.tampered}`)).code).toBe(1);
  }, 60_000);

  it("checks a method-1 draw by the document's last section: 0 decided, 3 pending, 1 tampered", async () => {
    const decidedRun = await reference(`${site.origin}/draws/${ids.decidedV1}`);
    expect(decidedRun.code, decidedRun.stdout).toBe(0);
    for (const step of ["entries' hash", "round", "signature", "seed", "winners"]) {
      expect(decidedRun.stdout).toContain(`PASS    ${step}:`);
    }
    const waiting = await reference(`${site.origin}/draws/${ids.pendingV1}`);
    expect(waiting.code, waiting.stdout).toBe(3);
    expect(waiting.stdout).toContain("SKIPPED winners: the round is not published yet");
    expect(waiting.stdout).not.toContain("VERIFIED");
    const forged = await reference(`${site.origin}/draws/${ids.tamperedV1}`);
    expect(forged.code, forged.stdout).toBe(1);
    expect(forged.stdout).toContain("FAIL    winners:");
    expect((await script(`${site.origin}/draws/${ids.decidedV1}`)).code).toBe(
      VERIFY_EXIT_CODES.verified,
    );
  }, 90_000);
});

describe("the reference verifier, on the public log (docs/transparency-log.md)", () => {
  const origin = "reference.test/log";
  const logKey = testLogVerifierKey(origin);
  const witnessKey = testWitnessSigner().verifierKey;
  const draw = publicRecordV2(NAMES);
  const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  /** The log's first entry: a draw committed a round later than `draw`. */
  const later = {
    ...publicRecordV2(["Gus", "Hal"], { round: 30662992 }),
    id: "LaterDrawAAAAAAAAAAAAA",
  };
  const dir = mkdtempSync(join(tmpdir(), "logged-"));
  /** The reference verifier on `record`, saved to a file, with these options. */
  let files = 0;
  const verify = (record: unknown, ...options: string[]) => {
    const path = join(dir, `record-${(files += 1)}.json`);
    writeFileSync(path, JSON.stringify(record));
    return reference(path, ...options);
  };
  /** `draw` in a log of its own, its checkpoint cosigned at `witnessedAt` (POSIX seconds). */
  const logged = async (witnessedAt?: number) => {
    const [log] = await memoryLogRecords([draw], { origin, witnessedAt });
    return { ...draw, log };
  };
  const pin = ["--log-key", logKey];

  it("checks the entry's inclusion, its commitment, the log's signature and a witness's time", async () => {
    const witnessed = await logged(seconds(draw.createdAt) + 2);
    const pinned = await verify(witnessed, ...pin, "--witness", witnessKey);
    expect(pinned.code, pinned.stdout).toBe(0);
    for (const step of ["log checkpoint", "log inclusion", "log entry", "logged before round"]) {
      expect(pinned.stdout).toContain(`PASS    ${step}:`);
    }
    const unpinned = await verify(witnessed);
    expect(unpinned.code, unpinned.stdout).toBe(0);
    expect(unpinned.stdout).toContain(
      "(no log key: the draw's place in the public log is not checked)",
    );
  }, 60_000);

  it("fails under another log key, with another witness, a late cosignature or another draw's entry", async () => {
    const witnessed = await logged(seconds(draw.createdAt) + 2);
    const otherKey = await verify(witnessed, "--log-key", testLogVerifierKey("other.test/log"));
    expect(otherKey.code, otherKey.stdout).toBe(1);
    expect(otherKey.stdout).toContain(
      "FAIL    log checkpoint: the checkpoint carries no valid signature by other.test/log",
    );
    const otherWitness = await verify(witnessed, ...pin, "--witness", otherWitnessVerifierKey);
    expect(otherWitness.code, otherWitness.stdout).toBe(1);
    expect(otherWitness.stdout).toContain("FAIL    log witness:");
    const late = await logged(seconds(draw.dueAt) + 10);
    const afterRound = await verify(late, ...pin, "--witness", witnessKey);
    expect(afterRound.code, afterRound.stdout).toBe(1);
    expect(afterRound.stdout).toContain("FAIL    logged before round:");
    const [laterLog] = await memoryLogRecords([later], { origin });
    const swapped = await verify({ ...draw, log: laterLog }, ...pin);
    expect(swapped.code, swapped.stdout).toBe(1);
    expect(swapped.stdout).toContain("FAIL    log entry:");
  }, 60_000);

  it("says a draw committed before the log's first entry was made before the public log (exit 5), and fails one after", async () => {
    const [first] = await memoryLogRecords([later], { origin });
    const before = await verify({ ...draw, logStart: first }, ...pin);
    expect(before.code, before.stdout).toBe(5);
    expect(before.stdout).toContain(
      `PRE-LOG log: committed at ${draw.createdAt}, before the log's first entry`,
    );
    expect(before.stdout).toContain("MADE BEFORE THE PUBLIC LOG:");
    const [start] = await memoryLogRecords([draw], { origin });
    const after = await verify({ ...later, logStart: start }, ...pin);
    expect(after.code, after.stdout).toBe(1);
    expect(after.stdout).toContain("yet not in the log");
    const none = await verify(draw, ...pin);
    expect(none.code, none.stdout).toBe(1);
  }, 60_000);

  it("refuses a malformed key as bad usage", async () => {
    expect((await verify(draw, "--log-key", "nope")).code).toBe(2);
    expect((await verify(draw, ...pin, "--witness", logKey)).code).toBe(2);
  }, 60_000);
});
