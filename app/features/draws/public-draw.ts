/**
 * A draw as the world sees it: the JSON of `GET /api/v1/draws/{id}`, the data of its page, and
 * what the browser's verifier and `scripts/verify-draw.ts` check. Pure.
 */
import type { DrawLogRecord } from "~/features/transparency-log";

import type { DrawOrigin } from "./draw-input";
import type { DrawRecordV2 } from "./method-v2";

/** Why a draw is still waiting for its round, or will never be decided. */
export const DRAW_WAIT_REASONS = [
  "not-due",
  "not-published",
  "bad-signature",
  "wrong-round",
  "malformed",
  "unavailable",
  "inconsistent",
] as const;
export type DrawWaitReason = (typeof DRAW_WAIT_REASONS)[number];

const AGAIN = "This page checks again by itself.";

/** The messages a waiting draw shows, written once. */
export const DRAW_WAIT_MESSAGES: Record<DrawWaitReason, string> = {
  "not-due":
    "Waiting: the public random number that decides this draw is not published yet. The winners are picked as soon as it is.",
  "not-published": `Waiting: the round's time has come, but the drand relays have not published it yet. ${AGAIN}`,
  "bad-signature": `Waiting: a relay served this round with a signature that does not verify against the quicknet key, so it was refused and not used. ${AGAIN}`,
  "wrong-round": `Waiting: a relay answered with another round than the one asked for, so it was refused and not used. ${AGAIN}`,
  malformed: `Waiting: a relay's answer was not a drand round (malformed), so it was refused and not used. ${AGAIN}`,
  unavailable: `Waiting: the round is due, but no drand relay could be reached (this server may be offline). ${AGAIN}`,
  inconsistent:
    "This draw's stored record no longer matches its commitment, so it will not be decided. The record is kept as it is for anyone to inspect.",
};

/** One winner as the record shows it. */
export interface PublicWinner {
  /** 1-based place in the pool (the committed list, the leaf order, or the range). */
  position: number;
  /** The entry; null for a hidden list, where only the leaf is public. */
  entry: string | null;
  /** Hidden lists: the winning leaf and its inclusion proof (RFC 9162), lowercase hex. */
  leaf?: string;
  proof?: string[];
}

/** Another draw of the same round made of mostly the same entries. */
export interface DrawOverlaps {
  /** How many other draws of this round share at least half of the smaller one's entries. */
  count: number;
  /** More such draws were found than `count` (OVERLAP_LIMIT) says. */
  more: boolean;
  /** The listed ones among them (unlisted draws are counted but never linked). */
  listed: { id: string; title: string; url: string }[];
}

export interface PublicDraw {
  id: string;
  title: string;
  /** The address of its public record. */
  url: string;
  /** The committed entries (method 2: sorted); null when hidden, or for a method-2 range. */
  entries: string[] | null;
  entryCount: number;
  /** Method 1: SHA-256 of the entries joined with "\n"; method 2: the pool digest. */
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
  /** The commitment as a sentence. */
  commitment: string;
  /** Method 2: SHA-256 of the record's canonical JSON; null for method 1. */
  commitmentHash: string | null;
  /** Method 2: the committed record, as hashed; null for method 1. */
  record: DrawRecordV2 | null;
  /** A range draw's numbers. */
  range: { min: number; max: number } | null;
  /** Its place in the transparency log; null before a checkpoint holds it, or never logged. */
  log: DrawLogRecord | null;
  /**
   * For a draw the log never held: the log's first entry with its proof. A draw committed
   * before that entry was made before the public log. Null otherwise.
   */
  logStart: DrawLogRecord | null;
  overlaps: DrawOverlaps;
  status: "waiting" | "resolved";
  /** Why it waits, when it waits. */
  waiting: { reason: DrawWaitReason; message: string } | null;
  /** The verified round and its outcome, once resolved. */
  result: {
    randomness: string;
    signature: string;
    /** Method 1: "<randomness>:<entriesHash>"; method 2: the 32-byte seed in hex. */
    seed: string;
    winners: PublicWinner[];
    resolvedAt: string;
  } | null;
}

/** What the page and the verifiers say of a draw made before the public log, written once. */
export const BEFORE_LOG_TEXT =
  "made before the public log; its commitment rests on the site's own record";

/**
 * When the log's first entry was committed, as the record of a draw the log does not hold says
 * (`logStart`); null without one. Unchecked here: the verifier checks its proof.
 */
export function logStartTime(draw: Pick<PublicDraw, "logStart">): string | null {
  try {
    const first = JSON.parse(draw.logStart?.entry ?? "null") as { createdAt?: unknown } | null;
    return typeof first?.createdAt === "string" ? first.createdAt : null;
  } catch {
    return null;
  }
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

/** The sentence about other draws of the same round: "2 other draws of mostly the same names were made for this round". */
export function overlapText(
  { count, more }: Pick<DrawOverlaps, "count" | "more">,
  noun: "names" | "numbers",
): string {
  if (more)
    return `More than ${count} other draws of mostly the same ${noun} were made for this round`;
  return count === 1
    ? `1 other draw of mostly the same ${noun} was made for this round`
    : `${count} other draws of mostly the same ${noun} were made for this round`;
}
