/**
 * Verifies a public draw from the command line, trusting nothing the site computed:
 *
 *   npx tsx scripts/verify-draw.ts https://example.org/draws/<id>   (fetches /api/v1/draws/<id>)
 *   npx tsx scripts/verify-draw.ts draw.json                          (a saved API answer)
 *
 * It runs the same steps as the browser's "Verify this draw" (app/features/draws/verify-draw.ts): the
 * commitment (method 2) or the entries' SHA-256 (method 1), the round chosen 30 s ahead, the BLS
 * signature against the pinned quicknet key (@noble/curves), the seed and the winners. Add
 * `--relay https://api.drand.sh` to also check the round against a relay of your choice.
 *
 * Exit codes (VERIFY_EXIT_CODES): 0 verified, 1 a step fails, 2 bad usage, 3 not decided yet
 * (every step that can be checked holds), 4 the record could not be read.
 */
import { readFile } from "node:fs/promises";

import { parseBeaconResponse } from "../app/features/draws/beacon-response";
import { quicknetRoundPath } from "../app/features/draws/quicknet";
import { verifyDraw, verifySummary, type VerifyStep } from "../app/features/draws/verify-draw";

export const VERIFY_EXIT_CODES = { verified: 0, failed: 1, usage: 2, pending: 3, unreadable: 4 };

const USAGE = "usage: npx tsx scripts/verify-draw.ts <draw URL | draw.json> [--relay <url>]";
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
    return {
      name,
      outcome: "skipped",
      detail: "The draw is not decided yet: no round to compare.",
    };
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

/** The source and the relay from the arguments, or null when they do not make sense. */
export function parseArguments(args: readonly string[]): { source: string; relay?: string } | null {
  const rest = [...args];
  let relay: string | undefined;
  const at = rest.indexOf("--relay");
  if (at >= 0) {
    relay = rest[at + 1];
    if (!relay || relay.startsWith("--")) return null;
    rest.splice(at, 2);
  }
  if (rest.length !== 1 || rest[0]?.startsWith("--")) return null;
  return { source: rest[0] ?? "", relay };
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return VERIFY_EXIT_CODES.usage;
  }
  let record: unknown;
  try {
    record = await readRecord(parsed.source);
  } catch (error) {
    console.error(
      `Could not read the draw: ${error instanceof Error ? error.message : String(error)}`,
    );
    return VERIFY_EXIT_CODES.unreadable;
  }
  const steps = await verifyDraw(record);
  if (parsed.relay) steps.push(await relayStep(parsed.relay, record));
  for (const step of steps) console.log(`${MARK[step.outcome]}  ${step.name}: ${step.detail}`);
  const summary = verifySummary(steps);
  console.log(summary.text);
  return VERIFY_EXIT_CODES[summary.verdict];
}

if (process.argv[1] && /verify-draw\.ts$/.test(process.argv[1])) process.exitCode = await main();
