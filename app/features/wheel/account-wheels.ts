import {
  type SavedWheel,
  WHEEL_MESSAGES,
  type WheelStore,
  checkWheel,
  checkWheelName,
  isWheelId,
  wheelFromDraft,
} from "./wheel";

// A signed-in visitor's wheels, kept in the account through /resources/wheels. The same checks
// as the browser's store run first, so most refusals come at once and in the same words; the
// server's own answer (a full account, an ended session) is passed on as it words it.

const WHEELS_URL = "/resources/wheels";

type Answer<T> = { ok: true; body: T } | { ok: false; message: string };

/** The message of a JSON error answer `{ error: { message } }`, if the answer is one. */
function errorMessage(body: unknown): string | null {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === "string" ? error.message : null;
}

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
  fetch: (input: string, init?: RequestInit) => Promise<Response> = (input, init) =>
    globalThis.fetch(input, init),
): WheelStore {
  async function call(url: string, init: RequestInit = {}): Promise<Answer<unknown>> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: {
          Accept: "application/json",
          ...(init.body ? { "Content-Type": "application/json" } : {}),
        },
        credentials: "same-origin",
      });
    } catch {
      return { ok: false, message: WHEEL_MESSAGES.unreachable };
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON (a proxy's error page): the status decides below.
    }
    if (response.ok) return { ok: true, body };
    return { ok: false, message: errorMessage(body) ?? WHEEL_MESSAGES.unreachable };
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
