import { formatCount } from "~/engine/core/format-count";

// What a signed-in visitor is told about their account's copy of their saved values, written
// once. Apart from note.ts (what is said about a note itself) because only signed-in pages and
// the saved-values panel load it: a page that only saves values stays within its bytes budget.

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The account store's status lines and the panel's report. */
export const SYNC_MESSAGES = {
  /** The panel's list while the account's saved values are being read. */
  loading: "Loading the saved values of your account…",
  unreachable: "Couldn't reach your account.",
  sessionEnded: "Your session has ended: sign in again to keep saving to your account.",
  /** Follows the reason when the changes will be sent again by themselves. */
  willRetry: "Your changes are kept in this browser and will be sent again.",
  /** Follows the reason when sending again by itself cannot help. */
  wontRetry: "Your changes are kept in this browser; press Retry now to send them again.",
  refusedChange: "The account refused this change.",
  /** The panel's report of notes the account refused: they stay in this browser. */
  notCopied: (n: number, reason: string) =>
    `${plural(n, "saved value", "saved values")} could not be copied to your account: ${reason}`,
  /** The floating status's pointer to that report. */
  notCopiedPointer: (n: number) =>
    `${plural(n, "saved value is", "saved values are")} kept only in this browser. Open Saved Values to see why and download ${n === 1 ? "it" : "them"}.`,
  onlyInThisBrowser: "Only in this browser",
} as const;
