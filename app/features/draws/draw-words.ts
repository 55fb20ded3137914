import { formatCount } from "~/engine/core/format-count";
import { MONTHS } from "~/engine/shared/months";

/**
 * The plain words of a draw's page, written once: what a teacher reads before anything
 * technical. Pure: times are written for the caller's clock (the server in UTC, the browser in
 * its own time zone once hydrated).
 */

/** A number as the draw pages write it: 1,000. */
export const count = formatCount;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * A moment's date ("27 November 2026") and time ("14:03:30") as en-GB writes them, in UTC or in
 * the device's own time zone. From Date's getters, not Intl: the page writes this as it hydrates
 * and every second after, and a fresh page's first Intl formatter cost 50–65 ms of main thread
 * there (bench:hydration, issue 29.1).
 */
function dateAndTime(ms: number, utc: boolean): { date: string; time: string } {
  const at = new Date(ms);
  const [year, month, day, hours, minutes, seconds] = utc
    ? [
        at.getUTCFullYear(),
        at.getUTCMonth(),
        at.getUTCDate(),
        at.getUTCHours(),
        at.getUTCMinutes(),
        at.getUTCSeconds(),
      ]
    : [
        at.getFullYear(),
        at.getMonth(),
        at.getDate(),
        at.getHours(),
        at.getMinutes(),
        at.getSeconds(),
      ];
  return {
    date: `${day} ${MONTHS[month]} ${year}`,
    time: [hours, minutes, seconds].map(twoDigits).join(":"),
  };
}

/**
 * When the winners are picked, as a phrase: "at 14:03:30 your time" or "on 27 November 2026 at
 * …". In UTC (the server), or in the device's time zone (the browser, once hydrated).
 */
export function whenText(
  dueMs: number,
  nowMs: number,
  { utc = false, zoneWord }: { utc?: boolean; zoneWord: string },
): string {
  const due = dateAndTime(dueMs, utc);
  const date = due.date === dateAndTime(nowMs, utc).date ? "" : `on ${due.date} `;
  return `${date}at ${due.time} ${zoneWord}`;
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
