/**
 * `npm run load`: 60 s of mixed traffic at 32 concurrent connections on loopback against a server
 * with the TEST-ONLY Clerk keys, as two signed-in test users, then a check that no saved value was
 * lost, duplicated or crossed between the users. Writes its figures to docs/benchmarks.md (the
 * section between `<!-- load:start -->` and `<!-- load:end -->`) and exits non-zero when the
 * check fails.
 *
 * Each of the 32 workers keeps one request in flight at a time, as one of the two users (even
 * workers Alice, odd ones Bob): page views (home, generator pages with random inputs), saved-value
 * writes (POST /resources/saved-values with a note id and value never used before) and deletes
 * (DELETE /resources/saved-values/{id} of a note whose write the server accepted). The script
 * keeps every write and delete the server accepted (2xx). Afterwards the rows are read twice: as
 * each user through the API, and straight from the local D1 with `wrangler d1 execute`, and must
 * equal, per user and id for id, the accepted writes minus the accepted deletes.
 */

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { seededRandom } from "~/engine/core/random";
import { MAX_SAVED_NOTES } from "~/features/saved-values/note";

import { signSessionToken, TEST_CLERK_ENV } from "../tests/support/clerk-keys";
import {
  ROOT,
  capture,
  describeMachine,
  n,
  run,
  startServer,
  writeSection,
  type Server,
} from "./support";

const PORT = 8807;
const COMMAND = "npm run load";
const DURATION_MS = 60_000;
const CONNECTIONS = 32;
/** Each user's live notes stay under this, well within the 1,000-note limit: deletes take over. */
const LIVE_CEILING = 400;
/** Shares of the traffic: pages, writes, deletes (deletes only when a note is there to delete). */
const MIX = { page: 0.5, write: 0.3, delete: 0.2 } as const;
const SEED = "load-test";

const GENERATOR_PAGES = [
  (r: Rnd) => `/random-number?min=${r.int(-1000, 0)}&max=${r.int(1, 1000)}&count=${r.int(1, 50)}`,
  (r: Rnd) => `/dice-roller?count=${r.int(1, 10)}`,
  (r: Rnd) => `/password-generator?length=${r.int(8, 64)}&count=${r.int(1, 20)}`,
  (r: Rnd) => `/uuid-v4?count=${r.int(1, 100)}`,
  (r: Rnd) => `/coin-flip?count=${r.int(1, 100)}`,
  (r: Rnd) => `/full-name?count=${r.int(1, 20)}`,
  (r: Rnd) => `/random-hex-color?count=${r.int(1, 30)}`,
  (r: Rnd) => `/lorem-ipsum-paragraphs?count=${r.int(1, 5)}`,
];

type Rnd = ReturnType<typeof seededRandom>;
type Kind = "page" | "write" | "delete";

interface User {
  name: string;
  id: string;
  token: string;
  /** Ids whose write was accepted and that no delete has been sent for. */
  live: string[];
  acceptedWrites: Set<string>;
  acceptedDeletes: Set<string>;
  /** Ids whose write or delete got no definite answer (socket error): their state is unknown. */
  uncertain: Set<string>;
  next: number;
}

interface Tally {
  latencies: Record<Kind, number[]>;
  status: Record<string, number>;
  socketErrors: string[];
  serverErrors: string[];
  unexpected: string[];
}

function newUser(name: string, stamp: string): User {
  const id = `user_load_${name.toLowerCase()}_${stamp}`;
  return {
    name,
    id,
    token: signSessionToken(id, { lifetime: 3 * 3600 }),
    live: [],
    acceptedWrites: new Set(),
    acceptedDeletes: new Set(),
    uncertain: new Set(),
    next: 0,
  };
}

async function timed(
  tally: Tally,
  kind: Kind,
  url: string,
  init: RequestInit,
): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, redirect: "manual" });
    const body = await response.text();
    tally.latencies[kind].push(performance.now() - started);
    const bucket = `${kind} ${response.status}`;
    tally.status[bucket] = (tally.status[bucket] ?? 0) + 1;
    if (response.status >= 500) tally.serverErrors.push(`${init.method ?? "GET"} ${url}: ${body}`);
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    tally.socketErrors.push(`${init.method ?? "GET"} ${url}: ${String(error)}`);
    return null;
  }
}

async function worker(
  index: number,
  server: Server,
  user: User,
  deadline: number,
  tally: Tally,
): Promise<void> {
  const random = seededRandom(`${SEED}-${index}`);
  const auth = { Authorization: `Bearer ${user.token}` };
  while (performance.now() < deadline) {
    const roll = random.int(0, 999) / 1000;
    let kind: Kind = roll < MIX.page ? "page" : roll < MIX.page + MIX.write ? "write" : "delete";
    if (kind === "write" && user.live.length >= LIVE_CEILING) kind = "delete";
    if (kind === "delete" && user.live.length === 0) kind = "write";

    if (kind === "page") {
      const pagePath = random.int(0, 3) === 0 ? "/" : random.pick(GENERATOR_PAGES)(random);
      const response = await timed(tally, kind, `${server.origin}${pagePath}`, { headers: auth });
      if (response && response.status !== 200) {
        tally.unexpected.push(`GET ${pagePath} answered ${response.status}`);
      }
    } else if (kind === "write") {
      user.next += 1;
      const noteId = `load-${user.name}-${index}-${user.next}`;
      const note = {
        id: noteId,
        generatorId: "random-number",
        generatorTitle: "Random Number",
        // Unique, since saving a value the account already holds is a no-op by design.
        value: `${user.name} ${index} ${user.next} ${random.int(0, 2 ** 31)}`,
        inputs: { min: 1, max: 100, count: 1 },
        seed: null,
        savedAt: new Date().toISOString(),
      };
      const response = await timed(tally, kind, `${server.origin}/resources/saved-values`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ notes: [note] }),
      });
      if (!response) {
        user.uncertain.add(noteId);
      } else if (response.ok) {
        const { saved } = (await response.json()) as { saved: { id: string }[] };
        if (saved.length !== 1 || saved[0]?.id !== noteId) {
          tally.unexpected.push(`POST ${noteId} answered ${JSON.stringify(saved)}`);
        }
        user.acceptedWrites.add(noteId);
        user.live.push(noteId);
      } else {
        tally.unexpected.push(`POST ${noteId} answered ${response.status}`);
      }
    } else {
      // The oldest live note: taken out first, so no other worker deletes it too.
      const noteId = user.live.shift()!;
      const response = await timed(
        tally,
        kind,
        `${server.origin}/resources/saved-values/${encodeURIComponent(noteId)}`,
        { method: "DELETE", headers: auth },
      );
      if (!response) {
        user.uncertain.add(noteId);
      } else if (response.ok) {
        const { removed } = (await response.json()) as { removed: number };
        if (removed !== 1) tally.unexpected.push(`DELETE ${noteId} removed ${removed}`);
        user.acceptedDeletes.add(noteId);
      } else {
        tally.unexpected.push(`DELETE ${noteId} answered ${response.status}`);
        user.live.push(noteId);
      }
    }
  }
}

interface Check {
  user: User;
  expected: string[];
  api: string[];
  db: string[];
  problems: string[];
}

async function listThroughApi(server: Server, user: User): Promise<string[]> {
  const response = await fetch(`${server.origin}/resources/saved-values`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  if (!response.ok) throw new Error(`listing ${user.name}'s notes answered ${response.status}`);
  const { notes } = (await response.json()) as { notes: { id: string }[] };
  return notes.map((note) => note.id);
}

function listInDatabase(persistTo: string): { user_id: string; note_id: string }[] {
  const output = capture(path.join(ROOT, "node_modules", ".bin", "wrangler"), [
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
    "--json",
    "--command",
    "SELECT user_id, note_id FROM saved_values ORDER BY user_id, note_id",
  ]);
  const parsed = JSON.parse(output) as { results: { user_id: string; note_id: string }[] }[];
  return parsed.flatMap((statement) => statement.results);
}

function check(user: User, other: User, api: string[], rows: string[], otherIds: Set<string>) {
  const expected = [...user.acceptedWrites].filter((id) => !user.acceptedDeletes.has(id)).sort();
  const problems: string[] = [];
  const compare = (where: string, ids: string[]) => {
    if (new Set(ids).size !== ids.length) problems.push(`${where}: duplicate ids`);
    if (ids.length !== expected.length) {
      problems.push(`${where}: ${ids.length} rows, expected ${expected.length}`);
    }
    const held = new Set(ids);
    const missing = expected.filter((id) => !held.has(id));
    const extra = ids.filter((id) => !expected.includes(id));
    if (missing.length) problems.push(`${where}: lost ${missing.slice(0, 5).join(", ")}`);
    if (extra.length) problems.push(`${where}: unexpected ${extra.slice(0, 5).join(", ")}`);
    const crossed = ids.filter((id) => otherIds.has(id) || id.startsWith(`load-${other.name}-`));
    if (crossed.length) problems.push(`${where}: ${other.name}'s notes ${crossed.slice(0, 5)}`);
  };
  compare("API", api);
  compare("D1", rows);
  if (user.uncertain.size) {
    problems.push(`${user.uncertain.size} writes or deletes got no answer: outcome unknown`);
  }
  return { user, expected, api, db: rows, problems } satisfies Check;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const started = new Date();
  const startLoad = os.loadavg()[0] ?? 0;
  const machine = describeMachine();
  console.log(`Load test — ${machine}`);
  if (MAX_SAVED_NOTES <= LIVE_CEILING)
    throw new Error("the live ceiling must stay under the limit");
  const persistTo = await mkdtemp(path.join(os.tmpdir(), "load-d1-"));
  await run(path.join(ROOT, "node_modules", ".bin", "wrangler"), [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    "--persist-to",
    persistTo,
  ]);
  await run("npm", ["run", "build"]);
  const clerk = Object.entries(TEST_CLERK_ENV).flatMap(([name, value]) => [
    "--binding",
    `${name}=${value.replace(/\n/g, "")}`,
  ]);
  const server = await startServer(PORT, [...clerk, "--persist-to", persistTo]);
  const stamp = started.getTime().toString(36);
  const users = [newUser("Alice", stamp), newUser("Bob", stamp)] as const;
  const tally: Tally = {
    latencies: { page: [], write: [], delete: [] },
    status: {},
    socketErrors: [],
    serverErrors: [],
    unexpected: [],
  };
  let checks: Check[];
  let seconds: number;
  try {
    // One signed-in request first, so the check below fails loudly if signing in does not work.
    const probe = await listThroughApi(server, users[0]);
    if (probe.length !== 0) throw new Error("a fresh user already has notes");
    console.log(`${CONNECTIONS} connections for ${DURATION_MS / 1000} s against ${server.origin}`);
    const begin = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, index) =>
        worker(index, server, users[index % 2]!, begin + DURATION_MS, tally),
      ),
    );
    seconds = (performance.now() - begin) / 1000;
    const api = await Promise.all(users.map((user) => listThroughApi(server, user)));
    await server.stop();
    const rows = listInDatabase(persistTo);
    const idsOf = (user: User) => rows.filter((r) => r.user_id === user.id).map((r) => r.note_id);
    const strangers = rows.filter((r) => !users.some((user) => user.id === r.user_id));
    checks = users.map((user, i) => {
      const other = users[1 - i]!;
      return check(user, other, api[i]!, idsOf(user), new Set(idsOf(other)));
    });
    if (strangers.length) checks[0]!.problems.push(`${strangers.length} rows of no test user`);
  } finally {
    await server.stop();
    await rm(persistTo, { recursive: true, force: true });
  }

  const all = Object.values(tally.latencies).flat();
  const passed =
    tally.socketErrors.length === 0 &&
    tally.serverErrors.length === 0 &&
    tally.unexpected.length === 0 &&
    checks.every((c) => c.problems.length === 0);
  const row = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${label} | ${n(values.length)} | ${n(values.length / seconds, 1)} | ${n(percentile(sorted, 50), 1)} | ${n(percentile(sorted, 99), 1)} |`;
  };
  const body = [
    "## Load: mixed traffic, no data lost",
    "",
    `- Date: ${started.toISOString()}`,
    `- Machine: ${machine}`,
    `- Command: \`${COMMAND}\` (builds, serves the build as \`npm start\` does, with \`scripts/serve.mjs\`, on ` +
      `127.0.0.1:${PORT} with the TEST-ONLY Clerk keys and a fresh local D1)`,
    `- Traffic: ${CONNECTIONS} concurrent connections for ${DURATION_MS / 1000} s, each with one ` +
      `request in flight, half of them as Alice and half as Bob (session tokens signed with the ` +
      `test key, sent as \`Authorization: Bearer\`). Each request is a page view ` +
      `(${MIX.page * 100}%: the home page or a generator page with random inputs), a write ` +
      `(${MIX.write * 100}%: POST /resources/saved-values with a new note id and value) or a delete ` +
      `(${MIX.delete * 100}%: DELETE /resources/saved-values/{id} of a note whose write was ` +
      `accepted); a user with ${LIVE_CEILING} live notes deletes instead of writing, far from ` +
      `the ${n(MAX_SAVED_NOTES)}-note limit.`,
    "",
    ...(startLoad > os.cpus().length
      ? [
          `The load average was ${n(startLoad, 2)} on ${os.cpus().length} cores when this run ` +
            "started: other work shared the CPU, so the rates and latencies below are far below " +
            "what the server does on an idle machine; the consistency check does not depend on them.",
          "",
        ]
      : []),
    "| kind | requests | req/s | p50 (ms) | p99 (ms) |",
    "| --- | ---: | ---: | ---: | ---: |",
    row("page views", tally.latencies.page),
    row("writes", tally.latencies.write),
    row("deletes", tally.latencies.delete),
    row("all", all),
    "",
    `Answers by kind and status: ${Object.entries(tally.status)
      .sort()
      .map(([key, count]) => `${key}: ${n(count)}`)
      .join("; ")}. 5xx: ${tally.serverErrors.length}; socket errors: ` +
      `${tally.socketErrors.length}; other unexpected answers: ${tally.unexpected.length}.`,
    "",
    "Consistency, read afterwards through the API as each user and straight from D1 " +
      "(`wrangler d1 execute DB --local`):",
    "",
    "| user | accepted writes | accepted deletes | expected rows | rows (API) | rows (D1) | result |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...checks.map(
      (c) =>
        `| ${c.user.name} | ${n(c.user.acceptedWrites.size)} | ${n(c.user.acceptedDeletes.size)} | ` +
        `${n(c.expected.length)} | ${n(c.api.length)} | ${n(c.db.length)} | ` +
        `${c.problems.length === 0 ? "exact: same ids, no duplicates, none of the other user's" : c.problems.join("; ")} |`,
    ),
    "",
    `Result: **${passed ? "passed" : "failed"}**.`,
    ...[...tally.serverErrors, ...tally.socketErrors, ...tally.unexpected]
      .slice(0, 10)
      .map((line) => `- ${line}`),
  ].join("\n");
  await writeSection("load", body);
  console.log(body);
  if (!passed) {
    console.error("The load test failed: see above.");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
