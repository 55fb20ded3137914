import { WHEEL_SERVER_PARAMETERS } from "~/engine/shared/wheel-id";
import { WHEEL_DRAW_PARAMETER } from "~/features/draws";

import { MAX_WHEEL_TEXT_BYTES, textBytes, WHEEL_MESSAGES, wheelListProblem } from "./wheel";

// Short share links (/w/<id>): the wheel's long link stored on the site under a short random id.
// What is stored is the long link's query string as the page made it, so every field the long
// link carries (and any a later change adds) comes back unchanged, seed and all. Images a visitor
// keeps in this browser are not part of the long link, so they are never uploaded by sharing.
// Pure TypeScript: the server, the page and the tests read the same rules.

/** Letters and digits of a link id: 10 of 62 are about 59.5 bits, too many to walk. */
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
export const WHEEL_LINK_ID_LENGTH = 10;
const LINK_ID = new RegExp(`^[A-Za-z0-9]{${WHEEL_LINK_ID_LENGTH}}$`);

/** Short links one client may make per minute (each Share press makes or finds one). */
export const WHEEL_LINKS_PER_MINUTE = 30;

export { WHEEL_LINK_PARAMETER } from "~/engine/shared/wheel-id";

/** Every sentence about a short link, written once. */
export const WHEEL_LINK_MESSAGES = {
  notFound: `There is no wheel at this short link. Check the link: its id is ${WHEEL_LINK_ID_LENGTH} letters and digits.`,
  queryNotText: "Send the wheel's link as { query }, its query string as text.",
  noEntries: "A wheel link must carry the wheel's entries.",
  tooMany: (retryAfter: number) =>
    `Too many short links: at most ${WHEEL_LINKS_PER_MINUTE} a minute from one client. Try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`,
  /** Shown beside the long link the page copies when the short one could not be made. */
  fallback: "The short link could not be made, so this is the full link.",
} as const;

/** Whether `id` could be a short link's id (checked before any query). */
export function isWheelLinkId(id: unknown): id is string {
  return typeof id === "string" && LINK_ID.test(id);
}

/** A new random link id, drawn without bias from `crypto.getRandomValues`. */
export function newWheelLinkId(
  fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  // 248 is the largest multiple of 62 below 256: bytes from it up are drawn again.
  const limit = 256 - (256 % ID_ALPHABET.length);
  let id = "";
  while (id.length < WHEEL_LINK_ID_LENGTH) {
    for (const byte of fill(new Uint8Array(WHEEL_LINK_ID_LENGTH * 2))) {
      if (byte < limit && id.length < WHEEL_LINK_ID_LENGTH) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}

/** The short link's path. */
export const wheelLinkPath = (id: string) => `/w/${id}`;

/**
 * A long link's query as it is stored: parameters that only point elsewhere (a stored list, a
 * short link, a public draw) dropped, the rest kept in order, with the entries and the
 * already-won list checked as a saved wheel's are. Or why it cannot be stored.
 */
export function wheelLinkQuery(
  raw: unknown,
): { ok: true; query: string } | { ok: false; message: string } {
  if (typeof raw !== "string") return { ok: false, message: WHEEL_LINK_MESSAGES.queryNotText };
  const params = new URLSearchParams(raw.replace(/^\?/, ""));
  for (const name of [...WHEEL_SERVER_PARAMETERS, WHEEL_DRAW_PARAMETER]) params.delete(name);
  const entries = params.get("entries");
  if (entries === null) return { ok: false, message: WHEEL_LINK_MESSAGES.noEntries };
  const problem = wheelListProblem(entries);
  if (problem) return { ok: false, message: problem };
  if (textBytes(params.get("won") ?? "") > MAX_WHEEL_TEXT_BYTES) {
    return { ok: false, message: WHEEL_MESSAGES.wonTooLarge };
  }
  return { ok: true, query: params.toString() };
}
