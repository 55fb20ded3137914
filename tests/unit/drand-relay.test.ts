import { afterEach, describe, expect, it } from "vitest";

import { parseBeaconResponse } from "~/features/draws/beacon-response";
import { verifyQuicknetRound } from "~/features/draws/beacon-verify";
import {
  QUICKNET_CHAIN_HASH,
  QUICKNET_INFO_PATH,
  quicknetRoundPath,
} from "~/features/draws/quicknet";

import { quicknetInfo, realRounds } from "../support/drand-fixtures";
import { startDrandRelay, type DrandRelay } from "../support/drand-relay";

let relay: DrandRelay | undefined;
afterEach(async () => {
  await relay?.close();
  relay = undefined;
});

async function getJson(path: string): Promise<{ status: number; body: unknown }> {
  if (!relay) throw new Error("start the relay first");
  const response = await fetch(`${relay.url}${path}`);
  return { status: response.status, body: await response.json() };
}

describe("the drand relay fixture", () => {
  it("serves the quicknet info document at /{chain-hash}/info", async () => {
    relay = await startDrandRelay();
    const { status, body } = await getJson(QUICKNET_INFO_PATH);
    expect(status).toBe(200);
    expect(body).toEqual(quicknetInfo);
    expect(quicknetInfo.hash).toBe(QUICKNET_CHAIN_HASH);
  });

  it("serves every recorded round at /{chain-hash}/public/{round}, and each verifies", async () => {
    relay = await startDrandRelay();
    for (const { round, randomness, signature } of realRounds) {
      const { status, body } = await getJson(quicknetRoundPath(round));
      expect(status).toBe(200);
      expect(body).toEqual({ round, randomness, signature });
      const parsed = parseBeaconResponse(body, round);
      expect(parsed.ok && verifyQuicknetRound(parsed.beacon).ok).toBe(true);
    }
  });

  it.each([
    ["an unrecorded round", `/${QUICKNET_CHAIN_HASH}/public/4`],
    ["round 0 ('latest')", `/${QUICKNET_CHAIN_HASH}/public/0`],
    ["'latest' by name", `/${QUICKNET_CHAIN_HASH}/public/latest`],
    ["another chain", "/8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce/public/1"],
    ["the chain-less legacy path", "/public/1"],
  ])("answers 404 for %s", async (_, path) => {
    relay = await startDrandRelay();
    expect(await getJson(path)).toEqual({
      status: 404,
      body: { error: "round or chain not found" },
    });
  });

  it("serves a forged signature for corrupted rounds, which verification refuses", async () => {
    relay = await startDrandRelay({ corruptRounds: [123] });
    const forged = await getJson(quicknetRoundPath(123));
    const parsed = parseBeaconResponse(forged.body, 123);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.beacon.signature).not.toBe(realRounds.find((r) => r.round === 123)?.signature);
    expect(verifyQuicknetRound(parsed.beacon)).toMatchObject({
      ok: false,
      reason: "signature-invalid",
    });

    const untouched = await getJson(quicknetRoundPath(42));
    const real = parseBeaconResponse(untouched.body, 42);
    expect(real.ok && verifyQuicknetRound(real.beacon).ok).toBe(true);
  });

  it("listens on the port it is given and records the paths asked for", async () => {
    const probe = await startDrandRelay();
    const port = probe.port;
    await probe.close();

    relay = await startDrandRelay({ port });
    expect(relay.url).toBe(`http://127.0.0.1:${port}`);
    await getJson(QUICKNET_INFO_PATH);
    await getJson(quicknetRoundPath(1));
    expect(relay.requests).toEqual([QUICKNET_INFO_PATH, quicknetRoundPath(1)]);
  });
});
