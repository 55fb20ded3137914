import {
  type SavedWheel,
  WHEEL_MESSAGES,
  type WheelStore,
  checkWheel,
  checkWheelName,
  isWheelId,
  wheelFromDraft,
} from "./wheel";
import { errorMessageOf, type Fetch, fetchJson } from "~/utils/fetch-json";

// A signed-in visitor's wheels, kept in the account through /resources/wheels. The same checks
// as the browser's store run first, so most refusals come at once and in the same words; the
// server's own answer (a full account, an ended session) is passed on as it words it.

const WHEELS_URL = "/resources/wheels";

type Answer<T> = { ok: true; body: T } | { ok: false; message: string };

/** The wheels of an answer that passed the one check; anything else is left out. */
function wheelsIn(body: unknown): SavedWheel[] {
  const wheels = (body as { wheels?: unknown } | null)?.wheels;
  if (!Array.isArray(wheels)) return [];
  return wheels.flatMap((item) => {
    const checked = checkWheel(item);
    return checked.ok ? [checked.wheel] : [];
  });
}

/** The wheel store of a signed-in visitor. `fetch` is the browser's (a test passes its own). */
export function createAccountWheelStore(
  fetch: Fetch = (input, init) => globalThis.fetch(input, init),
): WheelStore {
  async function call(
    url: string,
    init: { method?: string; body?: string } = {},
  ): Promise<Answer<unknown>> {
    const answer = await fetchJson(url, init, fetch);
    if (!answer.reached) return { ok: false, message: WHEEL_MESSAGES.unreachable };
    if (answer.ok) return { ok: true, body: answer.body };
    return { ok: false, message: errorMessageOf(answer.body) ?? WHEEL_MESSAGES.unreachable };
  }

  /** The wheel of a save or rename answer, checked. */
  function wheelOf(answer: Answer<unknown>) {
    if (!answer.ok) return answer;
    const checked = checkWheel((answer.body as { wheel?: unknown } | null)?.wheel);
    return checked.ok ? checked : { ok: false as const, message: WHEEL_MESSAGES.unreachable };
  }

  const one = (id: string) => `${WHEELS_URL}/${encodeURIComponent(id)}`;

  return {
    async list() {
      const answer = await call(WHEELS_URL);
      return answer.ok ? { ok: true, wheels: wheelsIn(answer.body) } : answer;
    },
    async save(draft) {
      const made = wheelFromDraft(draft);
      if (!made.ok) return made;
      const body = JSON.stringify({ wheel: made.wheel });
      return wheelOf(await call(WHEELS_URL, { method: "POST", body }));
    },
    async rename(id, name) {
      const checked = checkWheelName(name);
      if (!checked.ok) return checked;
      if (!isWheelId(id)) return { ok: false, message: WHEEL_MESSAGES.notFound };
      const body = JSON.stringify({ name: checked.name });
      return wheelOf(await call(one(id), { method: "PATCH", body }));
    },
    async remove(id) {
      if (!isWheelId(id)) return { ok: true, removed: false };
      const answer = await call(one(id), { method: "DELETE" });
      if (!answer.ok) return answer;
      const removed = (answer.body as { removed?: unknown } | null)?.removed;
      return { ok: true, removed: typeof removed === "number" && removed > 0 };
    },
  };
}
