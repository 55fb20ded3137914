import { describe, expect, it } from "vitest";

import { corruptedRound } from "../../../tests/support/drand-fixtures";
import { publicRecordV1, publicRecordV2 } from "../../../tests/support/draw-records";
import { memoryLogRecords, otherWitnessVerifierKey } from "../../../tests/support/log-records";
import { testLogVerifierKey, testWitnessSigner } from "../../../tests/support/log-test-key";
import { drawRound, entriesHash } from "./draw-method";
import { BEFORE_LOG_TEXT, type PublicDraw } from "./public-draw";
import { verifyDraw } from "./verify-draw";
import { verifySummary } from "./verify-steps";

const ROUND = 30663002;
const ENTRIES = ["Ann", "Bo", "Cy", "Di"];

/** A method-1 draw decided by a real round, as the site made them before method 2. */
const resolvedRecord = async (): Promise<PublicDraw> => {
  const record = publicRecordV1(ENTRIES, { round: ROUND });
  expect(drawRound(Date.parse(record.createdAt))).toBe(ROUND);
  expect(record.entriesHash).toBe(await entriesHash(ENTRIES));
  return record;
};

const outcomes = async (record: unknown) =>
  Object.fromEntries((await verifyDraw(record)).map((step) => [step.name, step.outcome]));

describe("verifyDraw, method 1", () => {
  it("passes every step of a draw decided by a real round", async () => {
    expect(await outcomes(await resolvedRecord())).toEqual({
      "Entries' hash": "pass",
      "Round chosen in advance": "pass",
      "Beacon signature": "pass",
      Seed: "pass",
      Winners: "pass",
    });
  });

  it("fails the step whose field was altered", async () => {
    const record = await resolvedRecord();
    const result = record.result!;
    const forged = corruptedRound(ROUND);
    expect(await outcomes({ ...record, entries: [...ENTRIES, "Eve"] })).toMatchObject({
      "Entries' hash": "fail",
    });
    expect(
      await outcomes({ ...record, result: { ...result, signature: forged.signature } }),
    ).toMatchObject({ "Beacon signature": "fail" });
    expect(await outcomes({ ...record, round: ROUND + 1 })).toMatchObject({
      "Round chosen in advance": "fail",
    });
    expect(
      await outcomes({ ...record, result: { ...result, winners: [...result.winners].reverse() } }),
    ).toMatchObject({ Winners: "fail" });
    expect(await outcomes({ ...record, result: { ...result, seed: "0" } })).toMatchObject({
      Seed: "fail",
    });
  });

  it("skips what a waiting or hash-only draw cannot show", async () => {
    const record = await resolvedRecord();
    expect(await outcomes({ ...record, entries: null, result: null })).toEqual({
      "Entries' hash": "skipped",
      "Round chosen in advance": "pass",
      "Beacon signature": "skipped",
      Seed: "skipped",
      Winners: "skipped",
    });
  });

  it("refuses something that is not a draw record", async () => {
    expect(await outcomes("nope")).toEqual({ "Entries' hash": "fail" });
  });
});

describe("verifyDraw, method 2", () => {
  const names = ["Ana", "Bo", "Cy", "Di", "Ed"];

  it("passes every step of a decided draw, and says so", async () => {
    const steps = await verifyDraw(publicRecordV2(names));
    expect(Object.fromEntries(steps.map((s) => [s.name, s.outcome]))).toEqual({
      Commitment: "pass",
      "Round chosen in advance": "pass",
      "Beacon signature": "pass",
      Seed: "pass",
      Winners: "pass",
    });
    expect(verifySummary(steps)).toEqual({
      verdict: "verified",
      text: "Every step was checked and holds.",
    });
  });

  it("never says a pending draw holds: the unchecked steps are named as not checked", async () => {
    const steps = await verifyDraw(publicRecordV2(names, { decided: false }));
    const summary = verifySummary(steps);
    expect(summary.verdict).toBe("pending");
    expect(summary.text).toContain("3 could not be checked yet");
    expect(summary.text).not.toMatch(/^Every/);
  });

  it("fails the commitment when the number of winners or the title is changed anywhere", async () => {
    const draw = publicRecordV2(names);
    expect((await outcomes({ ...draw, winnersCount: 3 })).Commitment).toBe("fail");
    expect((await outcomes({ ...draw, record: { ...draw.record!, winners: 3 } })).Commitment).toBe(
      "fail",
    );
    expect((await outcomes({ ...draw, title: "Other" })).Commitment).toBe("fail");
    const unsorted = {
      ...draw.record!,
      pool: { kind: "list" as const, entries: [...names].reverse() },
    };
    expect((await outcomes({ ...draw, record: unsorted })).Commitment).toBe("fail");
  });
});

describe("verifyDraw, the public log", () => {
  const origin = "verify.test/log";
  const trust = { logKey: testLogVerifierKey(origin) };
  const witnessKey = testWitnessSigner().verifierKey;
  const draw = publicRecordV2(["Ana", "Bo", "Cy"]);
  const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  /** A draw committed a round later than `draw`, by another id: the log's first entry below. */
  const later = {
    ...publicRecordV2(["Di", "Ed"], { round: 30662992 }),
    id: "LaterDrawAAAAAAAAAAAAA",
  };

  const logged = async (witnessedAt?: number) => {
    const [record] = await memoryLogRecords([draw], { origin, witnessedAt });
    return { ...draw, log: record! };
  };
  const steps = async (record: unknown, witnessKeys: string[] = []) =>
    Object.fromEntries(
      (await verifyDraw(record, { ...trust, witnessKeys })).map((s) => [s.name, s.outcome]),
    );

  it("passes a draw in the log whose checkpoint a trusted witness cosigned before its round", async () => {
    const record = await logged(seconds(draw.createdAt) + 2);
    const all = await verifyDraw(record, { ...trust, witnessKeys: [witnessKey] });
    expect(all.map((s) => [s.name, s.outcome])).toEqual([
      ["Commitment", "pass"],
      ["Round chosen in advance", "pass"],
      ["In the public log", "pass"],
      ["Logged before its round", "pass"],
      ["Beacon signature", "pass"],
      ["Seed", "pass"],
      ["Winners", "pass"],
    ]);
    expect(all[2]?.detail).toBe(
      `Entry 0 of the log is this draw's commitment, proven in a checkpoint signed by ${origin}.`,
    );
    expect(verifySummary(all).verdict).toBe("verified");
  });

  it("fails the log step under another log key, or when the logged entry is not this draw's", async () => {
    const record = await logged();
    const other = await verifyDraw(record, { logKey: testLogVerifierKey("other.test/log") });
    expect(other.find((s) => s.name === "In the public log")).toMatchObject({
      outcome: "fail",
      detail: expect.stringMatching(/^The checkpoint: /),
    });
    const [laterRecord] = await memoryLogRecords([later], { origin });
    const swapped = await verifyDraw({ ...draw, log: laterRecord }, trust);
    expect(swapped.find((s) => s.name === "In the public log")?.detail).toMatch(
      /^The draw's record differs from what was logged: drawId, commitment, .*createdAt\.$/,
    );
  });

  it("fails the time step when no trusted witness cosigned, or one cosigned after the round", async () => {
    expect((await steps(await logged(), [witnessKey]))["Logged before its round"]).toBe("fail");
    const late = await logged(seconds(draw.dueAt) + 10);
    expect((await steps(late, [witnessKey]))["Logged before its round"]).toBe("fail");
    // The round's time comes from the round: a later dueAt written into the record changes nothing.
    const moved = { ...late, dueAt: "2030-01-01T00:00:00.000Z" };
    expect((await steps(moved, [witnessKey]))["Logged before its round"]).toBe("fail");
    const early = await logged(seconds(draw.createdAt) + 2);
    expect((await steps(early, [otherWitnessVerifierKey]))["Logged before its round"]).toBe("fail");
  });

  it("says a draw made before the log's first entry was made before the public log: neither a pass nor a failure", async () => {
    const [first] = await memoryLogRecords([later], { origin });
    const all = await verifyDraw(
      { ...draw, logStart: first },
      { ...trust, witnessKeys: [witnessKey] },
    );
    const step = all.find((s) => s.name === "In the public log");
    expect(step?.outcome).toBe("before-log");
    expect(step?.detail).toBe(
      `Committed at ${draw.createdAt}, before the log's first entry (draw ${later.id}, committed at ${later.createdAt}, proven in a checkpoint signed by ${origin}): ${BEFORE_LOG_TEXT}.`,
    );
    expect(all.some((s) => s.name === "Logged before its round")).toBe(false);
    expect(verifySummary(all)).toEqual({
      verdict: "beforeLog",
      text: `Every other step was checked and holds, but this draw was ${BEFORE_LOG_TEXT}.`,
    });
    // Pending too: the draw is not decided yet, and the log step still says why it is not in it.
    const pending = await verifyDraw(
      { ...publicRecordV2(["Ana", "Bo", "Cy"], { decided: false }), logStart: first },
      trust,
    );
    expect(verifySummary(pending).verdict).toBe("pending");
    expect(pending.find((s) => s.name === "In the public log")?.outcome).toBe("before-log");
  });

  it("fails a draw without a proof that was committed after the log began, or whose log start does not check out", async () => {
    const [first] = await memoryLogRecords([draw], { origin });
    const afterStart = await verifyDraw({ ...later, logStart: first }, trust);
    expect(afterStart.find((s) => s.name === "In the public log")).toMatchObject({
      outcome: "fail",
      detail: expect.stringContaining("this draw should be in the public log"),
    });
    const [, second] = await memoryLogRecords([later, later], { origin });
    expect((await steps({ ...draw, logStart: second }))["In the public log"]).toBe("fail");
    const [start] = await memoryLogRecords([later, draw], { origin });
    expect(
      (await steps({ ...draw, logStart: { ...start!, proof: [] } }))["In the public log"],
    ).toBe("fail");
    expect((await steps({ ...draw, logStart: start }))["In the public log"]).toBe("before-log");
    expect(
      (
        await verifyDraw(
          { ...draw, logStart: start },
          { logKey: testLogVerifierKey("other.test/log") },
        )
      ).find((s) => s.name === "In the public log")?.outcome,
    ).toBe("fail");
  });

  it("skips the log step of a waiting draw not in a checkpoint yet, and fails a decided one", async () => {
    expect(
      (await steps(publicRecordV2(["Ana", "Bo"], { decided: false })))["In the public log"],
    ).toBe("skipped");
    expect((await steps(draw))["In the public log"]).toBe("fail");
  });
});
