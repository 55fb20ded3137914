import { defineGenerator } from "../../core/engine";
import { integer, list, select, toggle } from "../../core/fields";
import {
  MAX_WEIGHT,
  MAX_WHEEL_ENTRIES,
  WEIGHT_SYNTAX,
  finalAngle,
  namesIn,
  parseWheelEntries,
  spinWheel,
  turnsFor,
  type WheelEntry,
} from "../../shared/wheel";
import { WHEEL_PALETTES } from "../../shared/wheel-palettes";

export default defineGenerator({
  id: "spin-the-wheel",
  title: "Spin the Wheel",
  category: "decisions",
  iconText: "🎡",
  description:
    "A wheel of names or choices, decided fairly before it turns: weights, remove the winner, everyone once in turn, and a link anyone can check.",
  keywords: ["wheel", "spinner", "spin", "wheel of names", "name picker", "prize wheel"],
  algorithm:
    "Each entry's slice is as large as its weight. A spin draws one whole number below the total weight, counted in hundredths, of the entries that may win (Random.int, unbiased) and gives the slice it falls in; then where the pointer stops inside that slice, between 5% and 95% of its width (Random.float). In rotation mode the entries that already won this round sit out, until everyone has won once. The wheel's motion only shows this result: frame rate, device speed and stopping early never change it.",
  version: 1,
  inputs: {
    entries: list({
      label: "Entries",
      help: `One per line, up to ${MAX_WHEEL_ENTRIES.toLocaleString("en-US")}; blank lines are left out. Add a weight after a star for a bigger slice: "${WEIGHT_SYNTAX}" has three times the chance (0.01 to ${MAX_WEIGHT.toLocaleString("en-US")}).`,
      default: "Ana\nBen\nCy\nDee\nEli\nFay",
      maxItems: MAX_WHEEL_ENTRIES,
      placeholder: `Ana\nBen\n${WEIGHT_SYNTAX}`,
    }),
    duration: integer({
      label: "Spin time (seconds)",
      min: 1,
      max: 60,
      default: 5,
    }),
    rotation: toggle({
      label: "Rotation: nobody wins twice until everyone has won",
      default: false,
    }),
    colours: select({
      label: "Colours",
      options: WHEEL_PALETTES.map(({ id, label }) => ({ value: id, label })),
      default: "bright",
      advanced: true,
    }),
    won: list({
      label: "Already won this round",
      help: "In rotation mode these entries sit out until everyone has won once. The wheel fills this in as it spins.",
      default: "",
      maxItems: MAX_WHEEL_ENTRIES,
      advanced: true,
    }),
  },
  check({ entries }) {
    const parsed = parseWheelEntries(entries);
    return parsed.ok ? null : parsed.problem;
  },
  generate(random, { entries, duration, rotation, won }) {
    const wheel = (parseWheelEntries(entries) as { entries: WheelEntry[] }).entries;
    const sittingOut = rotation ? namesIn(won) : new Set<string>();
    // When everyone has won this round, a new one begins with everyone back in.
    const newRound = rotation && wheel.every((entry) => sittingOut.has(entry.name));
    const mayWin = (entry: WheelEntry) => newRound || !sittingOut.has(entry.name);
    const spin = spinWheel(random, wheel, mayWin);
    const winner = wheel[spin.index] as WheelEntry;
    const waiting = wheel.filter(mayWin).length;
    return {
      values: [
        {
          text: winner.name,
          data: {
            winner: winner.name,
            slice: spin.index + 1,
            weight: winner.weight,
            offset: spin.offset,
            slices: wheel.length,
            // Where the wheel comes to rest, in degrees turned clockwise (pointer at the top).
            angle: finalAngle(wheel, spin, turnsFor(duration)) % 360,
            newRound,
          },
        },
      ],
      ...(rotation
        ? {
            summary: newRound
              ? "Everyone had won once, so a new round began with every entry back in."
              : `${waiting.toLocaleString("en-US")} of ${wheel.length.toLocaleString("en-US")} entries could win this spin; the rest have already won this round.`,
          }
        : {}),
    };
  },
});
