import { formatCount } from "~/engine/core/format-count";
/**
 * The plain words of a draw's page, written once: what a teacher reads before anything
 * technical. Pure: times are formatted by the caller's clock and locale (the server in UTC, the
 * browser in local time once hydrated).
 */

/** A number as the draw pages write it: 1,000. */
export const count = formatCount;

/** When the winners are picked, as a phrase: "at 14:03:30 your time" or "on 27 November 2026 at …". */
export function whenText(
  dueMs: number,
  nowMs: number,
  { timeZone, zoneWord }: { timeZone?: string; zoneWord: string },
): string {
  const time = new Date(dueMs).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone,
  });
  const day = (ms: number) =>
    new Date(ms).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone,
    });
  const date = day(dueMs) === day(nowMs) ? "" : `on ${day(dueMs)} `;
  return `${date}at ${time} ${zoneWord}`;
}

/** The page's first sentence while a draw waits for its round. */
export const pendingLead = (when: string) =>
  `The winners will be picked ${when} by a public random number that nobody, including us, can know in advance.`;

/** The page's first sentence once decided. */
export const decidedLead = (when: string) =>
  `The winners were picked ${when} by a public random number that nobody, including us, could know in advance.`;

const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? "" : "s"}`;

/**
 * Time left as words: "in 2 minutes 5 seconds"; "any moment now" once it is due. `coarse`
 * (for readers who asked for reduced motion) names only the largest unit, so the text changes
 * rarely: "in about 3 minutes".
 */
export function countdownText(msLeft: number, { coarse = false } = {}): string {
  if (msLeft <= 0) return "any moment now";
  const seconds = Math.ceil(msLeft / 1000);
  if (coarse) {
    const [size, name] =
      seconds >= 86_400
        ? [86_400, "day"]
        : seconds >= 3_600
          ? [3_600, "hour"]
          : seconds >= 60
            ? [60, "minute"]
            : [1, "second"];
    return `in about ${unit(Math.ceil(seconds / size), name)}`;
  }
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `in ${unit(days, "day")}${hours ? ` ${unit(hours, "hour")}` : ""}`;
  if (hours > 0) return `in ${unit(hours, "hour")}${minutes ? ` ${unit(minutes, "minute")}` : ""}`;
  if (minutes > 0) return `in ${unit(minutes, "minute")}${rest ? ` ${unit(rest, "second")}` : ""}`;
  return `in ${unit(rest, "second")}`;
}

/** What the screen reader hears when the winners arrive while the page is open. */
export const winnersAnnouncement = (winners: readonly string[]) =>
  winners.length === 1 ? `The winner is ${winners[0]}.` : `The winners are ${winners.join(", ")}.`;
