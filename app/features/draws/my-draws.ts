/**
 * The draws made in this browser, remembered in localStorage so that /draws can list them
 * without an account: id, title and creation time only (never entries or receipt codes).
 */
/** The localStorage key of the list. */
export const MY_DRAWS_STORAGE_KEY = "randomly:draws";

/** Draws remembered at most; the oldest are forgotten first. */
export const MAX_MY_DRAWS = 100;

/** One remembered draw. */
export interface MyDraw {
  id: string;
  title: string;
  createdAt: string;
}

// Checked by hand rather than with zod: zod probes for eval when it loads, which the pages'
// Content-Security-Policy reports, and this module runs in the browser.
function isMyDraw(value: unknown): value is MyDraw {
  if (typeof value !== "object" || value === null) return false;
  const { id, title, createdAt } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    /^[A-Za-z0-9_-]{22}$/.test(id) &&
    typeof title === "string" &&
    title.length <= 200 &&
    typeof createdAt === "string"
  );
}

/** The remembered draws, newest first; anything unreadable is skipped. */
export function readMyDraws(storage: Pick<Storage, "getItem">): MyDraw[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(MY_DRAWS_STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isMyDraw).map(({ id, title, createdAt }) => ({ id, title, createdAt }));
}

/** Remembers a draw (once, at the front). A full or refused storage is not an error. */
export function rememberMyDraw(storage: Pick<Storage, "getItem" | "setItem">, draw: MyDraw): void {
  const others = readMyDraws(storage).filter((known) => known.id !== draw.id);
  try {
    storage.setItem(MY_DRAWS_STORAGE_KEY, JSON.stringify([draw, ...others].slice(0, MAX_MY_DRAWS)));
  } catch {
    // Private browsing or a full quota: the draw is still at its link.
  }
}

/** The query parameter the creation adds to the draw's address, so its page remembers it. */
export const CREATED_PARAMETER = "created";
