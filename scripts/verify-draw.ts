/**
 * Verifies a public draw from the command line, trusting nothing the site computed:
 *
 *   npx tsx scripts/verify-draw.ts https://example.org/draws/<id>   (fetches /api/v1/draws/<id>)
 *   npx tsx scripts/verify-draw.ts draw.json                          (a saved API answer)
 *
 * It runs the same steps as the browser's "Verify this draw" (app/features/draws/verify-draw.ts): the
 * entries' SHA-256, the round chosen 30 s ahead, the BLS signature against the pinned quicknet
 * key (@noble/curves), the seed and the winners (the engine's seeded k-distinct pick). Add
 * `--relay https://api.drand.sh` to also check the round against a relay of your choice.
 * Exits 0 when every step holds, 1 when one fails, 2 on bad usage.
 */
import { readFile } from "node:fs/promises";

import { parseBeaconResponse } from "../app/features/draws/beacon-response";
import { quicknetRoundPath } from "../app/features/draws/quicknet";
import { verifyDraw, type VerifyStep } from "../app/features/draws/verify-draw";

const MARK: Record<VerifyStep["outcome"], string> = { pass: "PASS", fail: "FAIL", skipped: "SKIP" };

async function readRecord(source: string): Promise<unknown> {
  const match = /^(https?:\/\/[^/]+)\/(?:api\/v1\/)?draws\/([A-Za-z0-9_-]+)\/?$/.exec(source);
  if (match) {
    const response = await fetch(`${match[1]}/api/v1/draws/${match[2]}`);
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, "utf8")) as unknown;
}

/** The relay's copy of the round must be the one in the record. */
async function relayStep(relay: string, record: unknown): Promise<VerifyStep> {
  const draw = record as { round?: number; result?: { signature?: string } | null };
  const name = "Relay agrees";
  if (!draw.result || typeof draw.round !== "number") {
    return { name, outcome: "skipped", detail: "The draw is not resolved yet." };
  }
  try {
    const response = await fetch(`${relay.replace(/\/+$/, "")}${quicknetRoundPath(draw.round)}`);
    const parsed = parseBeaconResponse(await response.json(), draw.round);
    if (!parsed.ok) return { name, outcome: "fail", detail: parsed.message };
    const same = parsed.beacon.signature === draw.result.signature?.toLowerCase();
    return {
      name,
      outcome: same ? "pass" : "fail",
      detail: same
        ? `${relay} serves the same signature for round ${draw.round}.`
        : `${relay} serves another signature for round ${draw.round}.`,
    };
  } catch (error) {
    return { name, outcome: "fail", detail: `${relay} could not be read: ${String(error)}` };
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const relayAt = args.indexOf("--relay");
  const relay = relayAt >= 0 ? args[relayAt + 1] : undefined;
  const source = args.find((arg, i) => !arg.startsWith("--") && i !== relayAt + 1);
  if (!source || (relayAt >= 0 && !relay)) {
    console.error("usage: npx tsx scripts/verify-draw.ts <draw URL | draw.json> [--relay <url>]");
    return 2;
  }
  const record = await readRecord(source);
  const steps = await verifyDraw(record);
  if (relay) steps.push(await relayStep(relay, record));
  for (const step of steps) console.log(`${MARK[step.outcome]}  ${step.name}: ${step.detail}`);
  const failed = steps.filter((step) => step.outcome === "fail").length;
  console.log(failed === 0 ? "Every step checked holds." : `${failed} step(s) fail.`);
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
