import { errorMessageOf, type Fetch, fetchJson } from "~/utils/fetch-json";

import { notesIn } from "./note-changes";
import type { SavedNote } from "./note";
import { SYNC_MESSAGES } from "./sync-messages";

export const SAVED_VALUES_ENDPOINT = "/resources/saved-values";

/** A request that failed, and whether sending it again can help: always, a few times, never. */
export class RequestFailed extends Error {
  constructor(
    message: string,
    readonly retry: "always" | "few" | "never",
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The store was disposed (signed out) while a request was out: it changes nothing more. */
export class Stopped extends Error {}

/**
 * The account's notes through /resources/saved-values. Every call throws `RequestFailed` (with
 * what retrying can do) or, once `signal` is aborted, `Stopped`.
 */
export function accountClient(send: Fetch, signal: AbortSignal) {
  async function request(path: string, init?: { method?: string; body?: string }) {
    if (signal.aborted) throw new Stopped();
    const answer = await fetchJson(`${SAVED_VALUES_ENDPOINT}${path}`, { ...init, signal }, send);
    if (signal.aborted) throw new Stopped();
    if (!answer.reached) throw new RequestFailed(SYNC_MESSAGES.unreachable, "always");
    const { body, ok, status } = answer;
    if (ok) return body;
    if (status >= 500) {
      throw new RequestFailed(SYNC_MESSAGES.unreachable, "always");
    }
    if (status === 401) {
      throw new RequestFailed(SYNC_MESSAGES.sessionEnded, "few");
    }
    if (status === 408 || status === 429) {
      throw new RequestFailed(SYNC_MESSAGES.unreachable, "few");
    }
    throw new RequestFailed(errorMessageOf(body) ?? SYNC_MESSAGES.refusedChange, "never", body);
  }

  /** An answer that is not what the route sends is treated like a failed connection. */
  function expectNotes(body: unknown, field: "notes" | "saved"): SavedNote[] {
    const notes = notesIn(body, field);
    if (notes === null) throw new RequestFailed(SYNC_MESSAGES.unreachable, "always");
    return notes;
  }

  return {
    /** The account's notes. */
    load: async () => expectNotes(await request(""), "notes"),
    /** Adds notes; the answer is the notes the account now holds for them. */
    add: async (notes: readonly SavedNote[]) =>
      expectNotes(await request("", { method: "POST", body: JSON.stringify({ notes }) }), "saved"),
    remove: (id: string) => request(`/${encodeURIComponent(id)}`, { method: "DELETE" }),
    clear: () => request("", { method: "DELETE" }),
  };
}
