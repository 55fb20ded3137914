/**
 * Monitors a site's transparency log of public draws, as anyone may (docs/transparency-log.md):
 *
 *   npx tsx scripts/monitor-log.ts https://example.org [--state log-monitor.json]
 *       [--log-key <vkey>] [--witness <vkey>]...
 *
 * Each run fetches the signed checkpoint (/log/checkpoint) and verifies its signature with the
 * log's key (pinned with --log-key, or the one the state file pinned on the first run, or else
 * the site's /log/key), and each --witness's cosignature; checks that the tree only grew since
 * the checkpoint kept in the state file (a consistency proof built from the tiles, and the new
 * entries hashing to the new root); then reads every new entry and the draw it logs from the
 * site's API, which must show the same commitment at the same index. The state is saved only
 * when everything holds.
 *
 * Exit codes (MONITOR_EXIT_CODES): 0 consistent, 1 an inconsistency (fork, rewrite, removal,
 * a draw that differs from its entry), 2 bad usage, 4 the site could not be read.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { logClient, monitorLog, type MonitorState } from "../app/features/transparency-log/client";
import {
  decodeDrawLogEntry,
  drawLogEntryMismatches,
} from "../app/features/transparency-log/log-entry";
import type { PublicDraw } from "../app/features/draws/public-draw";

export const MONITOR_EXIT_CODES = { consistent: 0, inconsistent: 1, usage: 2, unreachable: 4 };

const USAGE =
  "usage: npx tsx scripts/monitor-log.ts <site URL> [--state <file>] [--log-key <vkey>] [--witness <vkey>]...";

/** What the monitor keeps between runs: the log's key and the last checkpoint it verified. */
interface SavedState {
  logKey: string;
  checkpoint: MonitorState;
}

/** The command line, understood. */
export interface MonitorArguments {
  site: string;
  state: string;
  logKey?: string;
  witnesses: string[];
}

/** The arguments, or null when they do not make sense. */
export function parseMonitorArguments(args: readonly string[]): MonitorArguments | null {
  const parsed: MonitorArguments = { site: "", state: "log-monitor.json", witnesses: [] };
  const sites: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--state" || arg === "--log-key" || arg === "--witness") {
      const value = args[++i];
      if (!value || value.startsWith("--")) return null;
      if (arg === "--state") parsed.state = value;
      else if (arg === "--log-key") parsed.logKey = value;
      else parsed.witnesses.push(value);
    } else if (arg.startsWith("--")) return null;
    else sites.push(arg);
  }
  if (sites.length !== 1 || !/^https?:\/\/[^/\s]+\/?$/.test(sites[0] as string)) return null;
  parsed.site = (sites[0] as string).replace(/\/+$/, "");
  return parsed;
}

function readState(file: string): SavedState | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as SavedState;
}

/** The problems of the draws behind new entries: each must exist and show what was logged. */
async function checkDraws(
  site: string,
  entries: { index: number; entry: Uint8Array }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const { index, entry } of entries) {
    const logged = decodeDrawLogEntry(entry);
    if (!logged) {
      problems.push(`Entry ${index} is not a draw's commitment.`);
      continue;
    }
    const response = await fetch(`${site}/api/v1/draws/${logged.drawId}`);
    if (response.status === 404) {
      problems.push(`Entry ${index} logs draw ${logged.drawId}, which the site no longer shows.`);
      continue;
    }
    if (!response.ok)
      throw new Error(`GET /api/v1/draws/${logged.drawId}: HTTP ${response.status}`);
    const draw = (await response.json()) as PublicDraw;
    const mismatches = drawLogEntryMismatches(logged, draw);
    if (mismatches.length > 0) {
      problems.push(
        `Draw ${logged.drawId} differs from its entry ${index} in the log: ${mismatches.join(", ")}.`,
      );
    }
    if (draw.log && draw.log.index !== index) {
      problems.push(
        `Draw ${logged.drawId} claims log index ${draw.log.index}, but it is ${index}.`,
      );
    }
  }
  return problems;
}

async function main(): Promise<number> {
  const parsed = parseMonitorArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return MONITOR_EXIT_CODES.usage;
  }
  const saved = readState(parsed.state);
  let logKey = parsed.logKey ?? saved?.logKey;
  if (!logKey) {
    const response = await fetch(`${parsed.site}/log/key`).catch(() => null);
    if (!response?.ok) {
      console.error(`${parsed.site}/log/key could not be read; pin the key with --log-key`);
      return MONITOR_EXIT_CODES.unreachable;
    }
    logKey = (await response.text()).trim();
    console.log(`Pinned the log key the site serves: ${logKey}`);
  }
  if (saved && saved.logKey !== logKey) {
    console.error(
      `The log key changed from ${saved.logKey} to ${logKey}: a new log, not this one.`,
    );
    return MONITOR_EXIT_CODES.inconsistent;
  }
  const client = logClient({
    prefix: `${parsed.site}/log`,
    vkey: logKey,
    witnessVkeys: parsed.witnesses,
  });
  const result = await monitorLog(client, saved?.checkpoint ?? null);
  const problems = [...result.problems];
  if (problems.length === 0) {
    try {
      problems.push(...(await checkDraws(parsed.site, result.entries)));
    } catch (error) {
      console.error(`The site's draws could not be read: ${(error as Error).message}`);
      return MONITOR_EXIT_CODES.unreachable;
    }
  }
  if (problems.length > 0 || !result.state) {
    for (const problem of problems) console.error(`INCONSISTENT  ${problem}`);
    return MONITOR_EXIT_CODES.inconsistent;
  }
  writeFileSync(parsed.state, `${JSON.stringify({ logKey, checkpoint: result.state }, null, 2)}\n`);
  const from = saved?.checkpoint.size ?? 0;
  console.log(
    `OK  the log grew consistently from ${from} to ${result.state.size} entries; ${result.entries.length} new draws match their entries.`,
  );
  return MONITOR_EXIT_CODES.consistent;
}

if (process.argv[1] && /monitor-log\.ts$/.test(process.argv[1])) process.exitCode = await main();
