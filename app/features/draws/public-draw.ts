/**
 * A draw as the world sees it: the JSON of `GET /api/v1/draws/{id}`, the data of its page, and
 * what the browser's verifier and `scripts/verify-draw.ts` check. Pure.
 */
import type { DrawOrigin } from "./draw-input";
import type { DrawWinner } from "./draw-method";

/** Why a draw is still waiting for its round. */
export type DrawWaitReason = "not-due" | "unavailable" | "refused";

/** The messages a waiting draw shows, written once. */
export const DRAW_WAIT_MESSAGES: Record<DrawWaitReason, string> = {
  "not-due": "Waiting: the round is not published yet. The winners are decided once it is.",
  unavailable:
    "Waiting: the round is due, but no drand relay could be reached (this server may be offline). The draw tries again on the next view.",
  refused:
    "Waiting: a relay served this round with a signature that does not verify against the quicknet key, so it was refused and not used. The draw tries again on the next view.",
};

export interface PublicDraw {
  id: string;
  title: string;
  /** The address of its public record. */
  url: string;
  /** The committed entries; null when only the hash is published. */
  entries: string[] | null;
  entryCount: number;
  entriesHash: string;
  winnersCount: number;
  chainHash: string;
  round: number;
  createdAt: string;
  /** The chosen time, or null for as soon as possible. */
  drawAt: string | null;
  dueAt: string;
  algorithmVersion: number;
  listed: boolean;
  hashOnly: boolean;
  origin: DrawOrigin | null;
  commitment: string;
  status: "waiting" | "resolved";
  /** Why it waits, when it waits. */
  waiting: { reason: DrawWaitReason; message: string } | null;
  /** The verified round and its outcome, once resolved. */
  result: {
    randomness: string;
    signature: string;
    seed: string;
    winners: DrawWinner[];
    resolvedAt: string;
  } | null;
}

/** The path of a draw's public record. */
export const drawPath = (id: string) => `/draws/${id}`;

/** A time as the page shows it: `2026-11-26 05:38:10 UTC`. */
export function formatDrawTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** The sentence that states the commitment, on the page and in the API. */
export function commitmentText(createdMs: number, round: number, dueMs: number): string {
  return `These entries were committed at ${formatDrawTime(createdMs)}; the winners will be decided by drand round ${round} (due at ${formatDrawTime(dueMs)}).`;
}
