import { describe, expect, it } from "vitest";

import { formatCheckpoint } from "./checkpoint";
import {
  fetchCheckpoint,
  fetchEntries,
  logClient,
  monitorLog,
  proofToBase64,
  verifyEntryFromTiles,
} from "./client";
import { checkDrawLogRecord } from "./draw-log-check";
import { toHex, utf8 } from "./encoding";
import { drawLogEntry, encodeDrawLogEntry } from "./log-entry";
import {
  inclusionProof,
  leafHash,
  memoryNodeReader,
  rootFromLeafHashes,
  type Hash,
} from "./merkle";
import { ed25519Signer, signNote } from "./signed-note";
import {
  encodeEntryBundle,
  encodeTile,
  entryBundlePath,
  tilePath,
  tileRoot,
  tilesForSize,
  TILE_WIDTH,
} from "./tiles";

const ORIGIN = "memory.test/log";
const signer = ed25519Signer(ORIGIN, new Uint8Array(32).fill(9));

/**
 * A log served from memory, as a static tlog-tiles host would: `withPartials: false` deletes
 * partial tiles once they are full, which the spec allows.
 */
function memoryLog(entries: Uint8Array[], size = entries.length, withPartials = true) {
  const leaves = entries.slice(0, size).map(leafHash);
  const levels: Hash[][] = [leaves];
  for (;;) {
    const below = levels[levels.length - 1] as Hash[];
    const above: Hash[] = [];
    for (let i = 0; (i + 1) * TILE_WIDTH <= below.length; i++) {
      above.push(tileRoot(below.slice(i * TILE_WIDTH, (i + 1) * TILE_WIDTH)));
    }
    if (above.length === 0) break;
    levels.push(above);
  }
  const files = new Map<string, Uint8Array>();
  for (const tile of tilesForSize(size)) {
    const start = tile.index * TILE_WIDTH;
    const drop = tile.width < TILE_WIDTH && !withPartials && tile.level === 0;
    if (drop) continue;
    files.set(
      tilePath(tile),
      encodeTile((levels[tile.level] ?? []).slice(start, start + tile.width)),
    );
    if (tile.level === 0) {
      files.set(
        entryBundlePath(tile.index, tile.width),
        encodeEntryBundle(entries.slice(start, start + tile.width)),
      );
    }
  }
  const body = formatCheckpoint({
    origin: ORIGIN,
    size,
    rootHash: rootFromLeafHashes(leaves),
    extensions: [],
  });
  files.set("checkpoint", utf8(signNote(body, [signer])));
  const requested: string[] = [];
  const fetcher: typeof fetch = async (input) => {
    const path = String(input).replace("https://memory.test/log/", "");
    requested.push(path);
    const file = files.get(path);
    return file ? new Response(new Uint8Array(file)) : new Response("not found", { status: 404 });
  };
  return {
    files,
    requested,
    leaves,
    client: logClient({
      prefix: "https://memory.test/log/",
      vkey: signer.verifierKey,
      fetch: fetcher,
    }),
  };
}

const entries = Array.from({ length: 600 }, (_, i) => utf8(`entry ${i}`));

describe("the tlog client", () => {
  it("fetches the checkpoint and proves entries from tiles", async () => {
    const { client } = memoryLog(entries, 300);
    const { checkpoint } = await fetchCheckpoint(client);
    expect(checkpoint.size).toBe(300);
    expect(await verifyEntryFromTiles(client, checkpoint, 299, entries[299] as Uint8Array)).toBe(
      true,
    );
    expect(await verifyEntryFromTiles(client, checkpoint, 299, entries[298] as Uint8Array)).toBe(
      false,
    );
    expect(await verifyEntryFromTiles(client, checkpoint, 300, entries[300] as Uint8Array)).toBe(
      false,
    );
  });

  it("falls back to the full tile when a partial one is gone", async () => {
    const { client, requested, files } = memoryLog(entries, 512, false);
    // Level 1 has no full tile yet, so its partial for the checkpoint of 300 is still served.
    files.set("tile/1/000.p/1", (files.get("tile/1/000.p/2") as Uint8Array).slice(0, 32));
    // A checkpoint of 300 read from a log that has since grown to 512 and deleted its partials.
    const checkpoint = {
      origin: ORIGIN,
      size: 300,
      rootHash: rootFromLeafHashes(entries.slice(0, 300).map(leafHash)),
      extensions: [],
    };
    expect(await verifyEntryFromTiles(client, checkpoint, 260, entries[260] as Uint8Array)).toBe(
      true,
    );
    expect(requested).toContain("tile/0/001.p/44");
    expect(requested).toContain("tile/0/001");
  });

  it("reads a range of entries across bundles", async () => {
    const { client } = memoryLog(entries);
    const got = await fetchEntries(client, 600, 250, 520);
    expect(got.map((e) => new TextDecoder().decode(e))).toEqual(
      Array.from({ length: 270 }, (_, i) => `entry ${250 + i}`),
    );
  });

  it("monitors: new entries are reported; a shrunk log, or tiles that lie, are problems", async () => {
    const first = await monitorLog(memoryLog(entries, 100).client, null);
    expect(first.problems).toEqual([]);
    const grown = await monitorLog(memoryLog(entries, 400).client, first.state);
    expect(grown.problems).toEqual([]);
    expect(grown.entries.map((e) => e.index)).toEqual(
      Array.from({ length: 300 }, (_, i) => 100 + i),
    );
    const shrunk = await monitorLog(memoryLog(entries, 50).client, first.state);
    expect(shrunk.problems).toEqual(["The log shrank from 100 to 50 entries"]);
    const lying = memoryLog(entries, 400);
    const swapped = entries.slice(256, 400).map((e, i) => (i === 3 ? utf8("swapped") : e));
    lying.files.set("tile/entries/001.p/144", encodeEntryBundle(swapped));
    expect((await monitorLog(lying.client, first.state)).problems).toEqual([
      "The entries served from 100 to 400 do not hash to the checkpoint's root",
    ]);
  });

  it("checks a draw's log record offline", async () => {
    const draw = {
      id: "drawAAAAAAAAAAAAAAAAAA",
      algorithmVersion: 1,
      entriesHash: toHex(leafHash(utf8("x"))),
      entryCount: 2,
      winnersCount: 1,
      chainHash: toHex(leafHash(utf8("chain"))),
      round: 5,
      createdAt: "2026-01-01T00:00:00.000Z",
      dueAt: "2026-01-01T00:01:00.000Z",
    };
    const logged = [...entries.slice(0, 9), encodeDrawLogEntry(drawLogEntry(draw))];
    const log = memoryLog(logged);
    const checkpoint = new TextDecoder().decode(log.files.get("checkpoint"));
    const proof = await inclusionProof(9, 10, memoryNodeReader(log.leaves));
    const record = {
      index: 9,
      entry: new TextDecoder().decode(logged[9]),
      checkpoint,
      proof: proofToBase64(proof),
    };
    const trust = { log: log.client.log };
    expect(checkDrawLogRecord(record, draw, trust)).toEqual({
      ok: true,
      problems: [],
      witnessedAtMs: null,
    });
    expect(checkDrawLogRecord({ ...record, index: 8 }, draw, trust).problems).toEqual([
      "Entry 8 is not in the checkpoint's tree.",
    ]);
    expect(checkDrawLogRecord({ ...record, proof: ["not base64"] }, draw, trust).ok).toBe(false);
    expect(
      checkDrawLogRecord(
        { ...record, checkpoint: checkpoint.replace("\n10\n", "\n11\n") },
        draw,
        trust,
      ).problems[0],
    ).toMatch(/The checkpoint/);
  });
});
