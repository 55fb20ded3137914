import { copyText } from "~/utils/clipboard";

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
 * Copies a link to the wheel: `spunPath` (the spin on screen, seed and all) when the entries are
 * still the ones spun, else a copy of the wheel. Answers the status line to show.
 */
export async function shareWheel(now: WheelFields, spunPath: string | null): Promise<string> {
  let path = spunPath ?? wheelPath(now);
  let stored = false;
  if (path.length > MAX_SHARED_URL_LENGTH) {
    // A long list is stored once (by its content) and named in the link instead. fetchJson is
    // imported here, when needed: as a static import of the wheel's lazy chunk, its file name
    // would join every generator page's first load (the route's list of the chunk's files).
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
    url.searchParams.set("list", String(id));
    path = `${url.pathname}${url.search}`;
    stored = true;
  }
  const url = new URL(path, window.location.origin).toString();
  const copied = await copyText(url);
  const what = spunPath
    ? "It opens this wheel with the same spin and winner on any device."
    : "It opens a copy of this wheel.";
  return copied
    ? `Link copied. ${what}${stored ? " The list is stored on this site so the link stays short." : ""}`
    : `Copy this link: ${url}`;
}
