// Links between the generators and public draws; tiny on purpose, as generator pages import it.

/** The form of a new draw, prefilled from a generator ("Make this a public draw"). */
export function publicDrawHref(
  from: "pick-from-list" | "spin-the-wheel",
  entries: readonly string[] | string,
  winners?: number,
): string {
  const query = new URLSearchParams({
    from,
    entries: typeof entries === "string" ? entries : entries.join("\n"),
  });
  if (winners !== undefined) query.set("winners", String(winners));
  return `/draws/new?${query.toString()}`;
}

/** The query parameter that brings a draw's link back to the wheel it was made from. */
export const WHEEL_DRAW_PARAMETER = "draw";

/** A draw id from a query value, or null when it could not be one. */
export const drawIdFrom = (value: string | null): string | null =>
  value !== null && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;
