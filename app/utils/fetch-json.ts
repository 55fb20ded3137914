/** What a same-origin JSON request answered, or that it never arrived (offline, aborted). */
export type JsonAnswer =
  { reached: true; ok: boolean; status: number; body: unknown } | { reached: false };

/** A `fetch`: the browser's, or a test's own. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The one way a browser client calls this site's JSON endpoints: same-origin credentials, JSON
 * in and out, and no throw for a failed connection. A body that is not JSON (a proxy's error
 * page) reads as null, so the status decides.
 */
export async function fetchJson(
  url: string,
  init: { method?: string; body?: string; signal?: AbortSignal } = {},
  fetch: Fetch = (input, options) => globalThis.fetch(input, options),
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(init.body ? { "Content-Type": "application/json" } : {}),
      },
    });
  } catch {
    return { reached: false };
  }
  const body: unknown = await response.json().catch(() => null);
  return { reached: true, ok: response.ok, status: response.status, body };
}

/** The message of a JSON error answer (`{ error: { message } }`), when it has one. */
export function errorMessageOf(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message : null;
}
