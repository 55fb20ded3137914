import { defineGenerator } from "../../core/engine";
import { decimal, text } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_SPEAKERS = 500;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Seconds after midnight as "09:05", or "09:05:30" when there are seconds; wraps at 24 h. */
function clock(seconds: number): string {
  const s = Math.round(seconds) % 86_400;
  const hh = String(Math.floor(s / 3600)).padStart(2, "0");
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  const ss = s % 60;
  return ss === 0 ? `${hh}:${mm}` : `${hh}:${mm}:${String(ss).padStart(2, "0")}`;
}

export default defineGenerator({
  id: "speaking-order",
  title: "Speaking Order with Times",
  category: "groups",
  iconText: "🎤",
  description:
    "A random order for talks, presentations or stand-ups, with each speaker's start and end time from a start time, a slot length and a changeover.",
  keywords: [
    "presentation order",
    "speaker schedule",
    "running order",
    "agenda",
    "who speaks first",
  ],
  algorithm:
    "A Fisher–Yates shuffle of the names (Random.shuffle), every order equally likely; the times then follow by adding the slot length and the changeover for each speaker in turn.",
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli", {
      max: MAX_SPEAKERS,
      label: "Speakers",
      help: `One name per line, or separated by commas. At most ${MAX_SPEAKERS}.`,
    }),
    start: text({
      label: "Start time",
      help: "24-hour clock, like 09:00 or 14:30.",
      maxLength: 5,
      default: "09:00",
      placeholder: "09:00",
    }),
    minutes: decimal({ label: "Minutes each", min: 0.5, max: 240, step: 0.5, default: 5 }),
    changeover: decimal({
      label: "Changeover (minutes)",
      help: "Time between one speaker's end and the next one's start.",
      min: 0,
      max: 60,
      step: 0.5,
      default: 1,
    }),
  },
  check({ names, start }) {
    const problem = namesProblem("names", names, { min: 1, max: MAX_SPEAKERS, why: "to order" });
    if (problem) return problem;
    if (!TIME.test(start.trim())) {
      return { field: "start", message: "Start time must be a time like 09:00 or 14:30." };
    }
    return null;
  },
  generate(random, { names, start, minutes, changeover }) {
    const { items, notes } = readNames(names, MAX_SPEAKERS);
    const [, hh = "0", mm = "0"] = TIME.exec(start.trim()) ?? [];
    const first = Number(hh) * 3600 + Number(mm) * 60;
    const slot = minutes * 60;
    const step = slot + changeover * 60;
    const values = random.shuffle(items).map((name, i) => {
      const from = clock(first + i * step);
      const to = clock(first + i * step + slot);
      return {
        text: `${i + 1}. ${from}–${to} ${name}`,
        data: { position: i + 1, name, start: from, end: to },
      };
    });
    const end = first + (items.length - 1) * step + slot;
    return {
      values,
      notes,
      summary: `${plural(items.length, "speaker")}, ${clock(first)} to ${clock(end)}${end >= 86_400 ? " (past midnight)" : ""}`,
    };
  },
});
