import { describe, expect, it } from "vitest";

import { corruptedRound, realRound } from "../../../tests/support/drand-fixtures";
import { publicRecordV2 } from "../../../tests/support/draw-records";
import { drawDueAt, drawRound, drawSeed, entriesHash, pickWinners } from "./draw-method";
import { commitmentText, type PublicDraw } from "./public-draw";
import { QUICKNET_CHAIN_HASH, roundTime } from "./quicknet";
import { verifyDraw, verifySummary } from "./verify-draw";

const ROUND = 30663002;
const ENTRIES = ["Ann", "Bo", "Cy", "Di"];

async function resolvedRecord(): Promise<PublicDraw> {
  const created = roundTime(ROUND) - 30_500;
  const hash = await entriesHash(ENTRIES);
  const { randomness, signature } = realRound(ROUND);
  expect(drawRound(created)).toBe(ROUND);
  return {
    id: "x".repeat(22),
    title: "T",
    url: "https://example.test/draws/x",
    entries: ENTRIES,
    entryCount: ENTRIES.length,
    entriesHash: hash,
    winnersCount: 2,
    chainHash: QUICKNET_CHAIN_HASH,
    round: ROUND,
    createdAt: new Date(created).toISOString(),
    drawAt: null,
    dueAt: new Date(drawDueAt(ROUND)).toISOString(),
    algorithmVersion: 1,
    listed: false,
    hashOnly: false,
    origin: null,
    commitment: commitmentText(created, ROUND, drawDueAt(ROUND)),
    commitmentHash: null,
    record: null,
    range: null,
    log: null,
    overlaps: { count: 0, listed: [] },
    status: "resolved",
    waiting: null,
    result: {
      randomness,
      signature,
      seed: drawSeed(randomness, hash),
      winners: pickWinners(ENTRIES, 2, randomness, hash),
      resolvedAt: new Date(roundTime(ROUND)).toISOString(),
    },
  };
}

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
