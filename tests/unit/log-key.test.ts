import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { logConfig } from "~/features/transparency-log/log-store.server";
import { parseSignerKey, parseVerifierKey } from "~/features/transparency-log/signed-note";

import { ensureLogKey, generateLogKey } from "../../scripts/log-key.mjs";

// `npm start` makes the local log's key (scripts/log-key.mjs, plain JavaScript): it must be a key
// the site's own parser accepts, made once and then kept.

const dirs: string[] = [];
const tempDevVars = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "log-key-"));
  dirs.push(dir);
  return path.join(dir, ".dev.vars");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the local log key", () => {
  it("is a note signer key for the origin, whose vkey is the one printed", () => {
    const { signerKey, verifierKey } = generateLogKey("localhost:8788/log");
    const signer = parseSignerKey(signerKey);
    expect(signer.name).toBe("localhost:8788/log");
    expect(signer.verifierKey).toBe(verifierKey);
    expect(parseVerifierKey(verifierKey).keyId).toBe(signer.keyId);
  });

  it("is made in .dev.vars on the first run only, next to what is there, and read by the site", () => {
    const file = tempDevVars();
    writeFileSync(file, "OTHER=1");
    const first = ensureLogKey(file, "localhost:8788/log");
    const second = ensureLogKey(file, "localhost:8788/log");
    expect(first.created).toBe(true);
    expect(second).toEqual({ verifierKey: first.verifierKey, created: false });
    const text = readFileSync(file, "utf8");
    expect(text).toMatch(/^OTHER=1\n/);
    const value = /^LOG_SIGNING_KEY="(.+)"$/m.exec(text)?.[1];
    const config = logConfig({ LOG_SIGNING_KEY: value }, "localhost:8788/log");
    expect(config?.signer.verifierKey).toBe(first.verifierKey);
  });
});
