/**
 * The draws made in this browser, remembered in localStorage so that /draws can list them
 * without an account: id, title and creation time only (never entries or receipt codes).
 */
import { z } from "zod";

/** The localStorage key of the list. */
export const MY_DRAWS_STORAGE_KEY = "randomly:draws";

/** Draws remembered at most; the oldest are forgotten first. */
export const MAX_MY_DRAWS = 100;

const MyDrawSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  title: z.string().max(200),
  createdAt: z.string(),
});

export type MyDraw = z.infer<typeof MyDrawSchema>;

/** The remembered draws, newest first; anything unreadable is skipped. */
export function readMyDraws(storage: Pick<Storage, "getItem">): MyDraw[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(MY_DRAWS_STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    const draw = MyDrawSchema.safeParse(item);
    return draw.success ? [draw.data] : [];
  });
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
