import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { MAX_BODY_BYTES } from "~/features/saved-values/account-notes.server";
import {
  MAX_INPUTS_LENGTH,
  MAX_SAVED_NOTES,
  NOTE_MESSAGES,
  type SavedNote,
} from "~/features/saved-values/note";
import { loader as rootLoader } from "~/root";
import * as one from "~/routes/resources.saved-values.$noteId";
import * as all from "~/routes/resources.saved-values";

import { TEST_CLERK_ENV, signSessionToken } from "../support/clerk-keys";

import { startLocalD1 } from "./d1";
import { ORIGIN, callRoute } from "./saved-values-routes";

// The saved-values resource routes against a real local D1 and the real Clerk verification
// code (with the test-only key pair): every query is scoped to the verified user.

const ALICE = "user_alice";
const BOB = "user_bob";

let d1: Awaited<ReturnType<typeof startLocalD1>>;
let context: AppLoadContext;

beforeAll(async () => {
  d1 = await startLocalD1(TEST_CLERK_ENV);
  context = d1.context;
}, 60_000);

afterAll(async () => {
  await d1?.dispose();
});

beforeEach(async () => {
  await d1.db.prepare("DELETE FROM saved_values").run();
});

let counter = 0;
function note(overrides: Partial<SavedNote> = {}): SavedNote {
  counter += 1;
  return {
    id: `note-${counter}`,
    generatorId: "random-number",
    generatorTitle: "Random Number",
    value: `value ${counter}`,
    inputs: { min: 1, max: 100 },
    seed: null,
    savedAt: new Date(Date.UTC(2026, 10, 1, 12, 0, counter)).toISOString(),
    ...overrides,
  };
}

function headers(userId: string | null, extra: Record<string, string> = {}) {
  return {
    ...(userId ? { Authorization: `Bearer ${signSessionToken(userId)}` } : {}),
    ...extra,
  };
}

const call = (
  fn: (args: never) => Promise<Response> | Response,
  request: Request,
  params: Record<string, string> = {},
  ctx: AppLoadContext = context,
) => callRoute(fn, request, params, ctx);

const list = (userId: string | null, ctx?: AppLoadContext) =>
  call(
    all.loader,
    new Request(`${ORIGIN}/resources/saved-values`, { headers: headers(userId) }),
    {},
    ctx,
  );

const add = (userId: string | null, body: unknown, extra: Record<string, string> = {}) =>
  call(
    all.action,
    new Request(`${ORIGIN}/resources/saved-values`, {
      method: "POST",
      headers: headers(userId, { "Content-Type": "application/json", ...extra }),
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const clear = (userId: string | null) =>
  call(
    all.action,
    new Request(`${ORIGIN}/resources/saved-values`, { method: "DELETE", headers: headers(userId) }),
  );

const remove = (userId: string | null, noteId: string) =>
  call(
    one.action,
    new Request(`${ORIGIN}/resources/saved-values/${encodeURIComponent(noteId)}`, {
      method: "DELETE",
      headers: headers(userId),
    }),
    { noteId },
  );

async function notesOf(userId: string): Promise<SavedNote[]> {
  const response = await list(userId);
  expect(response.status).toBe(200);
  return ((await response.json()) as { notes: SavedNote[] }).notes;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error.message;
}

describe("signed out", () => {
  it("answers 401 with a JSON error to every call", async () => {
    await expectError(await list(null), 401, "unauthorized");
    await expectError(await add(null, { notes: [note()] }), 401, "unauthorized");
    await expectError(await clear(null), 401, "unauthorized");
    await expectError(await remove(null, "x"), 401, "unauthorized");
  });

  it("treats a token signed by another key as signed out", async () => {
    const [header, payload] = signSessionToken(ALICE).split(".");
    const forged = `${header}.${payload}.${Buffer.from("not the signature").toString("base64url")}`;
    const response = await call(
      all.loader,
      new Request(`${ORIGIN}/resources/saved-values`, {
        headers: { Authorization: `Bearer ${forged}` },
      }),
    );
    await expectError(response, 401, "unauthorized");
  });

  it("answers 401 on a deployment without keys", async () => {
    const keyless = {
      cloudflare: {
        ...context.cloudflare,
        env: { ...context.cloudflare.env, CLERK_PUBLISHABLE_KEY: "", CLERK_SECRET_KEY: "" },
      },
    } as unknown as AppLoadContext;
    await expectError(await list(ALICE, keyless), 401, "unauthorized");
  });
});

describe("signed in", () => {
  it("adds, lists newest first, removes one and clears", async () => {
    const first = note();
    const second = note();
    expect((await add(ALICE, { notes: [first] })).status).toBe(200);
    expect((await add(ALICE, { notes: [second] })).status).toBe(200);
    expect((await notesOf(ALICE)).map((n) => n.id)).toEqual([second.id, first.id]);
    expect(await notesOf(ALICE)).toContainEqual(first);

    expect(await (await remove(ALICE, first.id)).json()).toEqual({ removed: 1 });
    expect((await notesOf(ALICE)).map((n) => n.id)).toEqual([second.id]);
    expect(await (await clear(ALICE)).json()).toEqual({ removed: 1 });
    expect(await notesOf(ALICE)).toEqual([]);
  });

  it("a retried add never makes a duplicate, and the same value is held once", async () => {
    const saved = note();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await add(ALICE, { notes: [saved] });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ saved: [saved] });
    }
    // The same value saved again under another id (another device) maps to the held note.
    const again = note({ value: saved.value });
    const response = await add(ALICE, { notes: [again] });
    expect(await response.json()).toEqual({ saved: [saved] });
    expect(await notesOf(ALICE)).toEqual([saved]);
  });

  it("never reads, changes or deletes another user's rows, whatever ids are sent", async () => {
    const alices = [note(), note()];
    await add(ALICE, { notes: alices });

    expect(await notesOf(BOB)).toEqual([]);
    expect(await (await remove(BOB, alices[0]!.id)).json()).toEqual({ removed: 0 });
    // Bob sending Alice's note id creates Bob's own note and leaves Alice's alone.
    const bobs = { ...alices[1]!, value: "Bob's value" };
    expect(await (await add(BOB, { notes: [bobs] })).json()).toEqual({ saved: [bobs] });
    expect(await (await clear(BOB)).json()).toEqual({ removed: 1 });

    expect(await notesOf(ALICE)).toEqual([...alices].reverse());
    expect(await notesOf(BOB)).toEqual([]);
  });

  it("merges a browser's notes into the account: each value once, none lost", async () => {
    const held = [note(), note()];
    await add(ALICE, { notes: held });
    const local = [
      held[0]!, // already merged once (same id)
      note({ value: held[1]!.value }), // same value saved while signed out
      note(), // new
      note(), // new
    ];
    const response = await add(ALICE, { notes: local });
    expect(response.status).toBe(200);
    const { saved } = (await response.json()) as { saved: SavedNote[] };
    expect(saved.map((n) => n.id)).toEqual([held[0]!.id, held[1]!.id, local[2]!.id, local[3]!.id]);

    const account = await notesOf(ALICE);
    expect(account).toHaveLength(4);
    expect(new Set(account.map((n) => n.value))).toEqual(
      new Set([...held, local[2]!, local[3]!].map((n) => n.value)),
    );
  });

  it("a future savedAt is stored as the time of saving", async () => {
    const future = note({ savedAt: "2999-01-01T00:00:00.000Z" });
    await add(ALICE, { notes: [future] });
    const [stored] = await notesOf(ALICE);
    expect(Date.parse(stored!.savedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe("a note's settings (inputs)", () => {
  const entries = Array.from({ length: 600 }, (_, i) => `Pupil ${i + 1}`).join("\n");

  it("too long to keep are shortened to fit and marked, never refused", async () => {
    const winner = note({
      generatorId: "pick-from-list",
      value: "Pupil 58",
      inputs: { entries, count: 1 },
    });
    expect(JSON.stringify(winner.inputs).length).toBeGreaterThan(5_900);
    const response = await add(ALICE, { notes: [winner] });
    expect(response.status).toBe(200);
    const [saved] = ((await response.json()) as { saved: SavedNote[] }).saved;
    const [stored] = await notesOf(ALICE);
    expect(stored).toEqual(saved);
    expect(stored).toMatchObject({
      id: winner.id,
      generatorId: "pick-from-list",
      value: "Pupil 58",
      inputsTruncated: true,
      inputs: { count: 1 },
    });
    expect(JSON.stringify(stored!.inputs).length).toBeLessThanOrEqual(MAX_INPUTS_LENGTH);
  });

  it("that fit come back exactly, without a mark; a row from before the mark reads the same", async () => {
    const kept = note();
    await add(ALICE, { notes: [kept] });
    expect(await notesOf(ALICE)).toEqual([kept]);
    await d1.db
      .prepare(
        "INSERT INTO saved_values (user_id, note_id, generator_id, generator_title, value, inputs, seed, created_at) VALUES (?, 'old-row', 'coin-flip', 'Coin Flip', 'Heads', '{\"count\":1}', NULL, 0)",
      )
      .bind(ALICE)
      .run();
    const old = (await notesOf(ALICE)).find((n) => n.id === "old-row");
    expect(old).toEqual({
      id: "old-row",
      generatorId: "coin-flip",
      generatorTitle: "Coin Flip",
      value: "Heads",
      inputs: { count: 1 },
      seed: null,
      savedAt: new Date(0).toISOString(),
    });
  });
});

describe("bad input answers 400 with a readable message and writes nothing", () => {
  it.each([
    ["not JSON", "{ notes: ", "invalid_json"],
    ["no notes", {}, "invalid_notes"],
    ["an empty list", { notes: [] }, "invalid_notes"],
    ["a note without a value", { notes: [{ ...note(), value: undefined }] }, "invalid_notes"],
    [
      "a value over 10,000 characters",
      { notes: [note({ value: "x".repeat(10_001) })] },
      "invalid_notes",
    ],
    ["an empty id", { notes: [note({ id: "" })] }, "invalid_notes"],
    ["a bad time", { notes: [note({ savedAt: "yesterday" })] }, "invalid_notes"],
    ["inputs that are a list", { notes: [{ ...note(), inputs: [1, 2] }] }, "invalid_notes"],
    [
      "more than 1,000 notes",
      { notes: Array.from({ length: MAX_SAVED_NOTES + 1 }, () => note()) },
      "invalid_notes",
    ],
  ])("%s", async (_, body, code) => {
    const message = await expectError(await add(ALICE, body), 400, code);
    expect(message).not.toMatch(/undefined|\[object/);
    expect(await notesOf(ALICE)).toEqual([]);
  });

  it("a value too long is refused with the browser's own message, saying which note", async () => {
    const body = { notes: [note(), note({ value: "x".repeat(10_001) })] };
    const response = await add(ALICE, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_notes",
        message: NOTE_MESSAGES.valueTooLong,
        at: "notes.1.value",
      },
    });
    expect(await notesOf(ALICE)).toEqual([]);
  });

  it("a value of exactly 10,000 characters is accepted", async () => {
    expect((await add(ALICE, { notes: [note({ value: "y".repeat(10_000) })] })).status).toBe(200);
  });

  it("a body over the size limit", async () => {
    const huge = JSON.stringify({ notes: [note({ value: "z".repeat(MAX_BODY_BYTES) })] });
    await expectError(await add(ALICE, huge), 400, "payload_too_large");
  });

  it("a body that is not JSON by its content type", async () => {
    const response = await add(ALICE, JSON.stringify({ notes: [note()] }), {
      "Content-Type": "text/plain",
    });
    await expectError(response, 400, "unsupported_content_type");
  });

  it("a request from another site is refused", async () => {
    const response = await add(ALICE, { notes: [note()] }, { Origin: "https://evil.example" });
    await expectError(response, 403, "cross_origin");
    expect(await notesOf(ALICE)).toEqual([]);
  });

  it("an unsupported method", async () => {
    const response = await call(
      all.action,
      new Request(`${ORIGIN}/resources/saved-values`, { method: "PUT", headers: headers(ALICE) }),
    );
    await expectError(response, 405, "method_not_allowed");
  });
});

describe("the 1,000-note limit", () => {
  it("holds per user and refuses the note past it", async () => {
    const notes = Array.from({ length: MAX_SAVED_NOTES }, () => note());
    for (let start = 0; start < notes.length; start += 250) {
      expect((await add(ALICE, { notes: notes.slice(start, start + 250) })).status).toBe(200);
    }
    await expectError(await add(ALICE, { notes: [note()] }), 409, "limit_reached");
    expect(await notesOf(ALICE)).toHaveLength(MAX_SAVED_NOTES);
    // Re-sending a held note is still fine at the limit, and other users are not affected.
    expect((await add(ALICE, { notes: [notes[0]!] })).status).toBe(200);
    expect((await add(BOB, { notes: [note()] })).status).toBe(200);
  }, 30_000);
});

describe("the root loader", () => {
  const rootArgs = (cookie: string | null) => ({
    request: new Request(`${ORIGIN}/`, { headers: cookie ? { Cookie: cookie } : {} }),
    context,
    params: {},
  });

  async function rootData(cookie: string | null) {
    const result: unknown = await rootLoader(rootArgs(cookie));
    return (result instanceof Response ? await result.json() : result) as {
      auth: { mode: string; userId: string | null };
      clerkState?: unknown;
    };
  }

  it("renders the signed-in state from a verified session cookie", async () => {
    const iat = Math.floor(Date.now() / 1000) - 5;
    const cookie = `__session=${signSessionToken(ALICE, { iat })}; __client_uat=${iat}; __clerk_db_jwt=test`;
    const data = await rootData(cookie);
    expect(data.auth).toEqual({ mode: "clerk", userId: ALICE });
    expect(data.clerkState).toBeTruthy();
  });

  it("is signed out without a session and keyless without keys", async () => {
    expect((await rootData(null)).auth).toEqual({ mode: "clerk", userId: null });
    const keyless = {
      ...rootArgs(null),
      context: {
        cloudflare: {
          ...context.cloudflare,
          env: { ...context.cloudflare.env, CLERK_PUBLISHABLE_KEY: "", CLERK_SECRET_KEY: "" },
        },
      } as unknown as AppLoadContext,
    };
    const data = (await rootLoader(keyless)) as { auth: unknown; clerkState?: unknown };
    expect(data.auth).toEqual({ mode: "keyless", userId: null });
    expect(data.clerkState).toBeUndefined();
  });

  it("a malformed publishable key with a secret key is a configuration error, logged", async () => {
    const broken = {
      ...rootArgs(null),
      context: {
        cloudflare: {
          ...context.cloudflare,
          env: { ...context.cloudflare.env, CLERK_PUBLISHABLE_KEY: "pk_nonsense" },
        },
      } as unknown as AppLoadContext,
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(" "));
    try {
      const thrown = await rootLoader(broken).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("CLERK_PUBLISHABLE_KEY is malformed");
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toContain("CLERK_PUBLISHABLE_KEY is malformed");
  });
});
