import { WHEEL_LIST_PARAMETER } from "~/engine/shared/wheel-id";
import { copyText } from "~/utils/clipboard";

import { WHEEL_LINK_MESSAGES } from "./wheel-links";
import { MAX_SHARED_URL_LENGTH, type WheelFields } from "./wheel-state";

/** The wheel's address without a seed: a copy of the wheel, to spin afresh. */
export function wheelPath(fields: WheelFields): string {
  const params = new URLSearchParams({
    entries: fields.entries,
    duration: fields.duration,
    colours: fields.colours,
  });
  // Only what differs from a plain wheel, so the links of plain wheels stay as they were.
  if (fields.title.trim() !== "") params.set("title", fields.title.trim());
  if (fields.winners !== "1" && fields.winners !== "") params.set("winners", fields.winners);
  if (fields.hidden.trim() !== "") params.set("hidden", fields.hidden);
  if (fields.sliceColours.trim() !== "") params.set("sliceColours", fields.sliceColours);
  if (fields.rotation) {
    params.set("rotation", "1");
    if (fields.won.trim() !== "") params.set("won", fields.won);
  }
  return `/spin-the-wheel?${params.toString()}`;
}

/**
 * Copies a link to the wheel: a short link (/w/<id>) to the wheel stored on the site, made from
 * `spunPath` (the spin on screen, seed and all) when the entries are still the ones spun, else
 * from a copy of the wheel. When the short link cannot be made (offline, refused), the long link
 * is copied instead and the status says so. Answers the status line to show.
 */
export async function shareWheel(now: WheelFields, spunPath: string | null): Promise<string> {
  const longPath = spunPath ?? wheelPath(now);
  const what = spunPath
    ? "It opens this wheel with the same spin and winner on any device."
    : "It opens a copy of this wheel.";
  // fetchJson is imported here, when needed: as a static import of the wheel's lazy chunk, its
  // file name would join every generator page's first load (the route's list of the chunk's files).
  const { errorMessageOf, fetchJson } = await import("~/utils/fetch-json");
  const answer = await fetchJson("/resources/wheel-links", {
    method: "POST",
    body: JSON.stringify({ query: new URL(longPath, window.location.origin).search }),
  });
  const body = answer.reached ? answer.body : null;
  const shortPath = (body as { path?: unknown } | null)?.path;
  if (answer.reached && answer.ok && typeof shortPath === "string") {
    return copied(shortPath, `${what} The wheel is stored on this site so the link stays short.`);
  }
  const why = errorMessageOf(body);
  const long = await longLink(now, longPath, what);
  return `${WHEEL_LINK_MESSAGES.fallback}${why ? ` (${why})` : ""} ${long}`;
}

/** Copies the address at `path` and says so, or shows it to copy by hand. */
async function copied(path: string, what: string): Promise<string> {
  const url = new URL(path, window.location.origin).toString();
  return (await copyText(url)) ? `Link copied. ${what}` : `Copy this link: ${url}`;
}

/** The long link: the wheel in its address, with a list too long for one stored by its content. */
async function longLink(now: WheelFields, path: string, what: string): Promise<string> {
  if (path.length <= MAX_SHARED_URL_LENGTH) return copied(path, what);
  const { errorMessageOf, fetchJson } = await import("~/utils/fetch-json");
  const answer = await fetchJson("/resources/wheel-lists", {
    method: "POST",
    body: JSON.stringify({ entries: now.entries }),
  });
  const body = answer.reached ? answer.body : null;
  const id = (body as { id?: unknown } | null)?.id;
  if (!answer.reached || !answer.ok || !id) {
    return errorMessageOf(body) ?? "Could not store this wheel's list to share it. Try again.";
  }
  const url = new URL(path, window.location.origin);
  url.searchParams.delete("entries");
  url.searchParams.set(WHEEL_LIST_PARAMETER, String(id));
  return copied(
    `${url.pathname}${url.search}`,
    `${what} The list is stored on this site so the link stays short.`,
  );
}
