/**
 * A local stand-in for a League of Entropy relay, serving the recorded quicknet rounds so that
 * tests of draws never touch the network. It answers like the real v1 HTTP API:
 *
 * - `GET /{chain-hash}/info` → the chain's info document;
 * - `GET /{chain-hash}/public/{round}` → `{round, randomness, signature}` for a recorded round;
 * - anything else, including unrecorded rounds, other chains and round 0 ("latest", which a
 *   draw never asks for) → 404 `{"error": "round or chain not found"}`.
 *
 * `corruptRounds` makes it serve a forged signature for those rounds (see `corruptedRound`).
 * Run it alone with `npx tsx tests/support/drand-relay.ts [port] [corrupted round...]` (the
 * browser tests' relay: see playwright.config.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

import { corruptedRound, quicknetInfo, realRounds, type FixtureRound } from "./drand-fixtures";

export interface DrandRelayOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Rounds to serve with a corrupted signature instead of the real one. */
  corruptRounds?: readonly number[];
}

export interface DrandRelay {
  /** Base URL, e.g. `http://127.0.0.1:40123`, to use in place of `https://api.drand.sh`. */
  url: string;
  port: number;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Starts the relay and resolves once it is listening. */
export async function startDrandRelay(options: DrandRelayOptions = {}): Promise<DrandRelay> {
  const corrupt = new Set(options.corruptRounds ?? []);
  const rounds = new Map<number, FixtureRound>(
    realRounds.map(({ round, randomness, signature }) => [
      round,
      corrupt.has(round) ? corruptedRound(round) : { round, randomness, signature },
    ]),
  );
  const infoPath = `/${quicknetInfo.hash}/info`;
  const roundPath = new RegExp(`^/${quicknetInfo.hash}/public/([1-9][0-9]*)$`);
  const requests: string[] = [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://relay.invalid").pathname;
    requests.push(path);
    if (request.method !== "GET" && request.method !== "HEAD") {
      return send(response, 405, { error: "method not allowed" });
    }
    if (path === infoPath) return send(response, 200, quicknetInfo);
    const match = roundPath.exec(path);
    const beacon = match ? rounds.get(Number(match[1])) : undefined;
    if (beacon) return send(response, 200, beacon);
    return send(response, 404, { error: "round or chain not found" });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const relay = await startDrandRelay({
    port: Number(process.argv[2] ?? 0),
    corruptRounds: process.argv.slice(3).map(Number),
  });
  console.log(`drand relay fixture on ${relay.url}/${quicknetInfo.hash}/`);
}
