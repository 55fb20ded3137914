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
 * The draw's place in the public transparency log (docs/transparency-log.md) is checked against
 * the log's key: `--log-key <vkey>` pins it (the README publishes it); without it, a draw URL's
 * site is asked for its /log/key. Each `--witness <vkey>` adds a witness whose cosignature must
 * date the checkpoint holding the draw before its round was due.
 *
 * Exit codes (VERIFY_EXIT_CODES): 0 verified, 1 a step fails, 2 bad usage, 3 not decided yet
 * (every step that can be checked holds), 4 the record could not be read, 5 every other step
 * holds but the draw was made before the public log (its commitment rests on the site's own
 * record: neither verified nor failed).
 */
import { readFile } from "node:fs/promises";

import { parseBeaconResponse } from "../app/features/draws/beacon-response";
import { quicknetRoundPath } from "../app/features/draws/quicknet";
import { verifyDraw } from "../app/features/draws/verify-draw";
import type { LogTrust } from "../app/features/draws/verify-draw-log";
import { verifySummary, type VerifyStep } from "../app/features/draws/verify-steps";

export const VERIFY_EXIT_CODES = {
  verified: 0,
  failed: 1,
  usage: 2,
  pending: 3,
  unreadable: 4,
  beforeLog: 5,
};

const USAGE =
  "usage: npx tsx scripts/verify-draw.ts <draw URL | draw.json> [--relay <url>] [--log-key <vkey>] [--witness <vkey>]...";
const MARK: Record<VerifyStep["outcome"], string> = {
  pass: "PASS",
  fail: "FAIL",
  skipped: "SKIP",
  "before-log": "PRE-LOG",
};

/** A draw's page or API address: the site and the id. */
const DRAW_URL = /^(https?:\/\/[^/]+)\/(?:api\/v1\/)?draws\/([A-Za-z0-9_-]+)\/?$/;

async function readRecord(source: string): Promise<unknown> {
  const match = DRAW_URL.exec(source);
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

/** The command line, understood. */
export interface VerifyArguments {
  source: string;
  relay?: string;
  logKey?: string;
  witnesses: string[];
}

/** The arguments, or null when they do not make sense. */
export function parseArguments(args: readonly string[]): VerifyArguments | null {
  const parsed: VerifyArguments = { source: "", witnesses: [] };
  const sources: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--relay" || arg === "--log-key" || arg === "--witness") {
      const value = args[++i];
      if (!value || value.startsWith("--")) return null;
      if (arg === "--relay") parsed.relay = value;
      else if (arg === "--log-key") parsed.logKey = value;
      else parsed.witnesses.push(value);
    } else if (arg.startsWith("--")) return null;
    else sources.push(arg);
  }
  if (sources.length !== 1) return null;
  parsed.source = sources[0] as string;
  return parsed;
}

/** The log key to check with: pinned, or the draw's site's own /log/key; null when none. */
async function logTrustFor(parsed: VerifyArguments): Promise<LogTrust | null> {
  let logKey = parsed.logKey;
  const site = DRAW_URL.exec(parsed.source)?.[1];
  if (!logKey && site) {
    const response = await fetch(`${site}/log/key`).catch(() => null);
    if (response?.ok) {
      logKey = (await response.text()).trim();
      console.log(`(the log key is the one ${site}/log/key serves; pin it with --log-key)`);
    }
  }
  if (!logKey) {
    console.log("(no log key: the draw's place in the public log is not checked)");
    return null;
  }
  return { logKey, witnessKeys: parsed.witnesses };
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
  const trust = await logTrustFor(parsed);
  const steps = await verifyDraw(record, trust ?? undefined);
  if (parsed.relay) steps.push(await relayStep(parsed.relay, record));
  for (const step of steps) console.log(`${MARK[step.outcome]}  ${step.name}: ${step.detail}`);
  const summary = verifySummary(steps);
  console.log(summary.text);
  return VERIFY_EXIT_CODES[summary.verdict];
}

if (process.argv[1] && /verify-draw\.ts$/.test(process.argv[1])) process.exitCode = await main();
