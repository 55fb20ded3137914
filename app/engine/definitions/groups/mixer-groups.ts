import { defineGenerator } from "../../core/engine";
import { integer } from "../../core/fields";
import { plural } from "../../shared/format";
import { namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 200;
/** Shuffles tried per round; the one with the fewest repeat meetings is kept. */
const TRIES = 100;

/** Sizes of `groups` groups for `people` people, differing by at most one. */
function groupSizes(people: number, groups: number): number[] {
  return Array.from(
    { length: groups },
    (_, i) => Math.floor(people / groups) + (i < people % groups ? 1 : 0),
  );
}

export default defineGenerator({
  id: "mixer-groups",
  title: "Mixer Groups (New Faces Each Round)",
  category: "groups",
  iconText: "🔀",
  description:
    "Several rounds of small groups for workshops, speed networking or class rotations, arranged so people meet as many new faces as possible.",
  keywords: ["speed networking", "breakout rooms", "rotating groups", "mix groups", "social mixer"],
  algorithm: `Each round tries ${TRIES} Fisher–Yates shuffles (Random.shuffle) of everyone, cut into groups whose sizes differ by at most one, and keeps the first shuffle with the fewest pairs who have already met; ties keep the earlier one. It is a random search, so repeats can remain when they are avoidable, but rarely.`,
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay\nGus\nHal\nIda", {
      max: MAX_PEOPLE,
      label: "People",
      help: `One name per line, or separated by commas. At most ${MAX_PEOPLE}.`,
    }),
    size: integer({
      label: "People per group",
      min: 2,
      max: 50,
      default: 3,
      help: "No group gets more; groups are as even as possible.",
    }),
    rounds: integer({ label: "Rounds", min: 1, max: 20, default: 3 }),
  },
  check({ names, size }) {
    const problem = namesProblem("names", names, { min: 3, max: MAX_PEOPLE, why: "to mix" });
    if (problem) return problem;
    const people = readNames(names, MAX_PEOPLE).items.length;
    if (size >= people) {
      return {
        field: "size",
        message: `People per group must be less than ${people} (the number of names) to make at least two groups.`,
      };
    }
    return null;
  },
  generate(random, { names, size, rounds }) {
    const { items, notes } = readNames(names, MAX_PEOPLE);
    const n = items.length;
    const sizes = groupSizes(n, Math.ceil(n / size));
    const met = new Uint16Array(n * n);
    const cut = (order: readonly number[]) => {
      let next = 0;
      return sizes.map((s) => {
        const group = order.slice(next, next + s);
        next += s;
        return group;
      });
    };
    const repeats = (groups: readonly number[][]) => {
      let count = 0;
      for (const group of groups) {
        for (let i = 0; i < group.length; i++) {
          for (let j = i + 1; j < group.length; j++) {
            if ((met[(group[i] as number) * n + (group[j] as number)] as number) > 0) count += 1;
          }
        }
      }
      return count;
    };
    const everyone = Array.from({ length: n }, (_, i) => i);
    const values = [];
    let totalRepeats = 0;
    for (let round = 1; round <= rounds; round++) {
      let best = cut(random.shuffle(everyone));
      let bestRepeats = repeats(best);
      for (let t = 1; t < TRIES && bestRepeats > 0; t++) {
        const groups = cut(random.shuffle(everyone));
        const r = repeats(groups);
        if (r < bestRepeats) [best, bestRepeats] = [groups, r];
      }
      totalRepeats += bestRepeats;
      for (const [g, group] of best.entries()) {
        for (const a of group) for (const b of group) if (a !== b) met[a * n + b] = 1;
        const members = group.map((i) => items[i] ?? "");
        values.push({
          text: `Round ${round} · Group ${g + 1}: ${members.join(", ")}`,
          data: { round, group: g + 1, members },
        });
      }
    }
    return {
      values,
      notes,
      summary:
        totalRepeats === 0
          ? `${plural(rounds, "round")}: nobody meets anyone twice`
          : `${plural(rounds, "round")}: ${plural(totalRepeats, "pair")} meet again`,
    };
  },
});
