import { defineGenerator } from "../../core/engine";
import { integer, list, select, text, toggle } from "../../core/fields";
import {
  MAX_WEIGHT,
  MAX_WHEEL_ENTRIES,
  MAX_WHEEL_TITLE_LENGTH,
  MAX_WINNERS_PER_SPIN,
  SLICE_COLOUR_SYNTAX,
  WEIGHT_SYNTAX,
  finalAngle,
  namesIn,
  parseSliceColours,
  parseWheelEntries,
  spinProblem,
  spinWheel,
  turnsFor,
  visibleEntries,
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
    "Each entry's slice is as large as its weight; hidden entries are left off. A spin draws one whole number below the total weight of the entries that may win, in hundredths (Random.int, unbiased), takes the slice it falls in, then where the pointer stops in it, between 5% and 95% of its width (Random.float). With several winners, each leaves the draw and the next is drawn from the rest; the wheel rests on the first. In rotation mode past winners sit out until everyone has won once. The motion only shows this result: frame rate and stopping early never change it.",
  version: 1,
  inputs: {
    title: text({
      label: "Title",
      help: "Shown above the wheel, and in links to it.",
      maxLength: MAX_WHEEL_TITLE_LENGTH,
      default: "",
      placeholder: "Who goes first?",
    }),
    entries: list({
      label: "Entries",
      help: `One per line, up to ${MAX_WHEEL_ENTRIES.toLocaleString("en-US")}; blank lines are left out. Add a weight after a star for a bigger slice: "${WEIGHT_SYNTAX}" has three times the chance (0.01 to ${MAX_WEIGHT.toLocaleString("en-US")}).`,
      default: "Ana\nBen\nCy\nDee\nEli\nFay",
      maxItems: MAX_WHEEL_ENTRIES,
      placeholder: `Ana\nBen\n${WEIGHT_SYNTAX}`,
    }),
    winners: integer({
      label: "Winners per spin",
      help: `1 to ${MAX_WINNERS_PER_SPIN}: each spin picks this many different entries, each leaving the draw once chosen.`,
      min: 1,
      max: MAX_WINNERS_PER_SPIN,
      default: 1,
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
    hidden: list({
      label: "Hidden entries",
      help: "Entries named here stay in the list but are off the wheel and cannot win. The Hide buttons beside the entries fill this in.",
      default: "",
      maxItems: MAX_WHEEL_ENTRIES,
      advanced: true,
    }),
    sliceColours: list({
      label: "Slice colours",
      help: `One per line: an entry's name, then its slice's colour, like "${SLICE_COLOUR_SYNTAX}". The colour pickers beside the entries fill this in.`,
      default: "",
      maxItems: MAX_WHEEL_ENTRIES,
      advanced: true,
    }),
  },
  check({ entries, hidden, winners, sliceColours }) {
    const parsed = parseWheelEntries(entries);
    if (!parsed.ok) return parsed.problem;
    const colours = parseSliceColours(sliceColours);
    if (!colours.ok) return colours.problem;
    return spinProblem(parsed.entries, namesIn(hidden), winners);
  },
  // Links made before hidden entries and several winners lack those inputs: they mean none
  // hidden and one winner, which draws exactly as version 1 always has.
  generate(random, { entries, hidden = "", winners = 1, duration, rotation, won }) {
    const all = (parseWheelEntries(entries) as { entries: WheelEntry[] }).entries;
    const wheel = visibleEntries(all, namesIn(hidden));
    const sittingOut = rotation ? namesIn(won) : new Set<string>();
    // When everyone has won this round, a new one begins with everyone back in.
    let newRound = rotation && wheel.every((entry) => sittingOut.has(entry.name));
    const chosen = new Set<number>();
    const mayWin = (entry: WheelEntry, index: number) =>
      !chosen.has(index) && (newRound || !sittingOut.has(entry.name));
    const waiting = wheel.filter(mayWin).length;
    const values = Array.from({ length: winners }, () => {
      // Rotation: the rest of this spin's winners open a new round once everyone has won.
      const startsRound = !newRound && !wheel.some(mayWin);
      if (startsRound) newRound = true;
      const spin = spinWheel(random, wheel, mayWin);
      chosen.add(spin.index);
      const winner = wheel[spin.index] as WheelEntry;
      return {
        text: winner.name,
        data: {
          winner: winner.name,
          slice: spin.index + 1,
          weight: winner.weight,
          offset: spin.offset,
          slices: wheel.length,
          // Where the wheel comes to rest, in degrees turned clockwise (pointer at the top).
          angle: finalAngle(wheel, spin, turnsFor(duration)) % 360,
          newRound: chosen.size === 1 ? newRound : startsRound,
        },
      };
    });
    return {
      values,
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
