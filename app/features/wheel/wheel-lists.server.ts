import type { InputProblem } from "~/engine/core/engine";
import { WHEEL_LIST_PARAMETER } from "~/engine/shared/wheel-id";
import { WHEEL_DRAW_PARAMETER } from "~/features/draws";

import { isTooLarge, WHEEL_MESSAGES, wheelListProblem } from "./wheel";
import { WHEEL_LINK_MESSAGES, WHEEL_LINK_PARAMETER } from "./wheel-links";
import { readWheelLink } from "./wheel-links.server";

// Entry lists shared by link (/spin-the-wheel?list=<id>) when a wheel is too long for a URL.
// Anyone may store one. The id is the text's own hash, so the same list is stored once, a link
// always shows the list it was made for, and a row is never changed after it is written.

/** Characters of a list id: 22 base64url characters are 132 bits of SHA-256. */
const LIST_ID_LENGTH = 22;
const LIST_ID = new RegExp(`^[A-Za-z0-9_-]{${LIST_ID_LENGTH}}$`);

/** Why a list was refused: `status` is 413 for a list over the size limit, 400 otherwise. */
export class WheelListRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
    this.name = "WheelListRefused";
  }
}

/** Whether `id` could be a list id (checked before any query). */
export function isWheelListId(id: unknown): id is string {
  return typeof id === "string" && LIST_ID.test(id);
}

/** The list id of an entries text: SHA-256 of its UTF-8 bytes, base64url, first 22 characters. */
export async function wheelListId(entries: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(entries));
  const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return base64.replace(/\+/g, "-").replace(/\//g, "_").slice(0, LIST_ID_LENGTH);
}

/**
 * Stores an entries text exactly as given and answers its id; storing it again answers the
 * same id and writes nothing. Throws `WheelListRefused` for a text over `MAX_WHEEL_TEXT_BYTES`
 * or one the wheel cannot read.
 */
export async function storeWheelList(
  db: D1Database,
  entriesText: string,
  now = new Date(),
): Promise<string> {
  const problem = wheelListProblem(entriesText);
  if (problem) throw new WheelListRefused(problem, isTooLarge(problem) ? 413 : 400);
  const id = await wheelListId(entriesText);
  await db
    .prepare("INSERT OR IGNORE INTO wheel_lists (list_id, entries, created_at) VALUES (?, ?, ?)")
    .bind(id, entriesText, now.toISOString())
    .run();
  return id;
}

/** The entries text stored under `id`, or null (also for an id that could not be one). */
export async function readWheelList(db: D1Database, id: string): Promise<string | null> {
  if (!isWheelListId(id)) return null;
  const row = await db
    .prepare("SELECT entries FROM wheel_lists WHERE list_id = ?")
    .bind(id)
    .first<{ entries: string }>();
  return row?.entries ?? null;
}

/**
 * The wheel page's address as the generator reads it: a short link's wheel (`link`, where /w/<id>
 * leads) read from D1 in place of the whole query, a shared list (`list`) read from D1 into
 * `entries`, and a public draw's link back (read by the wheel view, not an input) left out. A
 * link or list that cannot be found is a problem on the page, which then shows the default wheel.
 */
export async function readSharedWheel(
  db: D1Database,
  address: URL,
): Promise<{ url: URL; problem: InputProblem | null }> {
  const url = new URL(address);
  url.searchParams.delete(WHEEL_DRAW_PARAMETER);
  const linkId = url.searchParams.get(WHEEL_LINK_PARAMETER);
  if (linkId !== null) {
    const stored = await readWheelLink(db, linkId);
    url.search = stored ?? "";
    if (stored === null) {
      const message = `${WHEEL_LINK_MESSAGES.notFound} The default wheel is shown.`;
      return { url, problem: { field: WHEEL_LINK_PARAMETER, message } };
    }
  }
  const listId = url.searchParams.get(WHEEL_LIST_PARAMETER);
  if (listId === null) return { url, problem: null };
  const listed = await readWheelList(db, listId);
  url.searchParams.delete(WHEEL_LIST_PARAMETER);
  if (listed === null) {
    return {
      url,
      problem: {
        field: WHEEL_LIST_PARAMETER,
        message: `${WHEEL_MESSAGES.listId} The default wheel is shown.`,
      },
    };
  }
  url.searchParams.set("entries", listed);
  return { url, problem: null };
}
