import { pad } from "../../core/dates";
import { defineGenerator, type InputProblem } from "../../core/engine";
import { count, select, text, toggle } from "../../core/fields";

/** Parses `HH:MM` (24-hour, surrounding spaces allowed) into minutes after midnight. */
export function parseTime(raw: string, label: string): { minutes: number } | { error: string } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) {
    return { error: `${label} must be a 24-hour time written as HH:MM, like 09:30 or 17:45.` };
  }
  return { minutes: hours * 60 + minutes };
}

/** A time of day (seconds after midnight) in 24-hour or 12-hour form. */
export function formatTime(seconds: number, clock: "24h" | "12h", withSeconds: boolean): string {
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor(seconds / 60) % 60;
  const tail = `${pad(minute)}${withSeconds ? `:${pad(seconds % 60)}` : ""}`;
  if (clock === "24h") return `${pad(hour)}:${tail}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${tail} ${hour < 12 ? "AM" : "PM"}`;
}

function timeRange(from: string, to: string): { start: number; end: number } | InputProblem {
  const start = parseTime(from, "From");
  if ("error" in start) return { field: "from", message: start.error };
  const end = parseTime(to, "To");
  if ("error" in end) return { field: "to", message: end.error };
  return { start: start.minutes, end: end.minutes };
}

export default defineGenerator({
  id: "random-time",
  title: "Random Time",
  category: "dates-times",
  iconText: "🕒",
  description:
    "Random times of day between two times you choose, on a 24-hour or 12-hour clock, with or without seconds.",
  keywords: ["time", "clock", "hour", "minute", "time of day"],
  algorithm:
    "Times are counted in minutes after midnight (seconds when Show seconds is on); each time is From plus an unbiased offset across the range (Random.int), which wraps past midnight when To is earlier than From.",
  version: 1,
  inputs: {
    from: text({ label: "From", maxLength: 10, default: "00:00", placeholder: "HH:MM" }),
    to: text({
      label: "To",
      maxLength: 10,
      default: "23:59",
      placeholder: "HH:MM",
      help: "Included. If To is earlier than From, the range runs past midnight (22:00 to 02:00).",
    }),
    clock: select({
      label: "Clock",
      options: [
        { value: "24h", label: "24-hour (15:30)" },
        { value: "12h", label: "12-hour (3:30 PM)" },
      ],
      default: "24h",
    }),
    seconds: toggle({ label: "Show seconds", default: false }),
    count: count(1),
  },
  check({ from, to }) {
    const range = timeRange(from, to);
    return "message" in range ? range : null;
  },
  generate(random, { from, to, clock, seconds, count }) {
    const { start, end } = timeRange(from, to) as { start: number; end: number };
    // Work in the smallest unit shown: minutes, or seconds (the range then ends at To:00).
    const unit = seconds ? 60 : 1;
    const first = start * unit;
    const span = ((((end - start) % 1440) + 1440) % 1440) * unit + 1;
    const perDay = 1440 * unit;
    return {
      values: Array.from({ length: count }, () => {
        const t = (first + random.int(0, span - 1)) % perDay;
        const total = seconds ? t : t * 60;
        const hour = Math.floor(total / 3600);
        const minute = Math.floor(total / 60) % 60;
        const second = total % 60;
        return {
          text: formatTime(total, clock, seconds),
          data: { time: formatTime(total, "24h", true), hour, minute, second },
        };
      }),
    };
  },
});
