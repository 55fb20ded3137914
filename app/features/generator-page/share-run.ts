import { copyText } from "~/utils/clipboard";

// What Share does with a run's link: part of the results toolbar's island, loaded after the page
// is interactive, so no page's first load carries it.

/** Said whenever a secret generator's settings are shared (issue 25). */
export const SECRET_SHARE_NOTE = "Links never carry passwords: whoever opens it gets new ones.";

/**
 * Copies a run's link (`path`, on this site) and says what was copied, or gives the link to copy
 * by hand when the browser refuses. A secret generator's link holds only its settings.
 */
export async function shareRun(path: string, secret: boolean): Promise<string> {
  const url = new URL(path, window.location.origin).toString();
  const copied = await copyText(url);
  if (secret) {
    return copied
      ? `Link to these settings copied. ${SECRET_SHARE_NOTE}`
      : `Copy this link to these settings: ${url} ${SECRET_SHARE_NOTE}`;
  }
  // Every run is seeded, so the link gives exactly what is on screen; sharing never redraws.
  return copied
    ? "Link copied. It gives exactly these values on any device."
    : `Copy this link: ${url}`;
}
