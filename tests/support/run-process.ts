import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs a command as a stranger would: its exit code and everything it printed. */
export async function exitOf(command: string, args: string[]) {
  try {
    const { stdout } = await run(command, args, { timeout: 120_000 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** `npx tsx scripts/verify-draw.ts ...args`, the command every draw page shows. */
export const siteVerifier = (...args: string[]) =>
  exitOf("npx", ["tsx", "scripts/verify-draw.ts", ...args]);

/** `node reference-verifier/verify-draw.mjs ...args`, written from the documents alone. */
export const referenceVerifier = (...args: string[]) =>
  exitOf("node", ["reference-verifier/verify-draw.mjs", ...args]);
