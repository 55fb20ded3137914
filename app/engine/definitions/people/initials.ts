import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { Random } from "../../core/random";
import { loadFirstNames, loadLastNames } from "../../shared/names";

const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

const STYLES = {
  plain: { label: "JKR", render: (letters: readonly string[]) => letters.join("") },
  dots: { label: "J.K.R.", render: (letters: readonly string[]) => `${letters.join(".")}.` },
  spaced: { label: "J. K. R.", render: (letters: readonly string[]) => `${letters.join(". ")}.` },
} as const;

/** How many times each letter starts a name of `names` (accents dropped: Élodie counts as E). */
function initialCounts(names: readonly string[]): number[] {
  const counts = ALPHABET.map(() => 0);
  for (const name of names) {
    const index = ALPHABET.indexOf(name.normalize("NFD").charAt(0).toUpperCase());
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/** The letters a position can take and their weights (letters of weight 0 left out). */
interface Position {
  letters: string[];
  weights: number[];
}

function position(counts: readonly number[]): Position {
  const letters = ALPHABET.filter((_, i) => (counts[i] ?? 0) > 0);
  return { letters, weights: counts.filter((c) => c > 0) };
}

/**
 * `count` different letter combinations, weighted sampling without replacement
 * (Efraimidis–Spirakis: each combination gets the key ln(u)/w for a uniform u (Random.float),
 * and the largest keys win): the same as drawing one by one by weight and never redrawing.
 */
function distinctByWeight(random: Random, positions: readonly Position[], count: number) {
  const sizes = positions.map((p) => p.letters.length);
  const total = sizes.reduce((n, size) => n * size, 1);
  const keys = new Float64Array(total);
  for (let index = 0; index < total; index++) {
    let weight = 1;
    let rest = index;
    for (const p of positions) {
      weight *= p.weights[rest % p.letters.length] ?? 0;
      rest = Math.floor(rest / p.letters.length);
    }
    // ln(1 − u) for u in [0, 1) is finite, so no key is −∞ and the sort never compares NaN.
    keys[index] = Math.log1p(-random.float()) / weight;
  }
  const order = Array.from({ length: total }, (_, i) => i).sort(
    (a, b) => (keys[b] ?? 0) - (keys[a] ?? 0),
  );
  return order.slice(0, count).map((index) => {
    let rest = index;
    return positions.map((p) => {
      const letter = p.letters[rest % p.letters.length] ?? "";
      rest = Math.floor(rest / p.letters.length);
      return letter;
    });
  });
}

export default defineGenerator({
  id: "initials",
  title: "Random Initials",
  category: "people",
  iconText: "🔠",
  description:
    "Random initials such as J.K. or M.A.R., with letters as common as they are at the start of English first names and surnames, or all letters alike, for characters, monograms and test data.",
  keywords: [
    "random initials",
    "initials generator",
    "monogram letters",
    "name initials",
    "random letters",
  ],
  algorithm:
    "By names: each first (and middle) letter is a weighted pick (Random.weightedPick) by how many of the site's common English first names start with it, the last letter by how many of its common surnames do. All letters alike: uniform picks (Random.pick) from A to Z. With No repeats, weighted sampling without replacement (Efraimidis–Spirakis keys from Random.float), which for equal weights is a uniform draw of distinct initials.",
  version: 1,
  inputs: {
    letters: select({
      label: "Letters",
      options: [
        { value: "2", label: "2 (first and last name)" },
        { value: "3", label: "3 (with a middle name)" },
      ],
      default: "2",
    }),
    weighting: select({
      label: "Letter odds",
      options: [
        { value: "names", label: "As common as in English names" },
        { value: "uniform", label: "Every letter alike" },
      ],
      default: "names",
    }),
    style: select({
      label: "Style",
      options: Object.entries(STYLES).map(([value, { label }]) => ({
        value: value as keyof typeof STYLES,
        label,
      })),
      default: "dots",
    }),
    count: count(5),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ letters, count, unique }) {
    const total = 26 ** Number(letters);
    if (!unique || count <= total) return null;
    return {
      field: "count",
      message: `Can't make ${count.toLocaleString("en-US")} different ${letters}-letter initials: there are only ${total.toLocaleString("en-US")}. Lower How many${letters === "2" ? ", choose 3 letters" : ""} or turn off No repeats.`,
    };
  },
  load: () =>
    Promise.all([loadFirstNames(), loadLastNames()]).then(([first, last]) => ({
      first: initialCounts(first.map((f) => f.name)),
      last: initialCounts(last),
    })),
  generate(random, { letters, weighting, style, count, unique }, { first, last }) {
    const uniform = ALPHABET.map(() => 1);
    const given = position(weighting === "names" ? first : uniform);
    const family = position(weighting === "names" ? last : uniform);
    const positions = letters === "3" ? [given, given, family] : [given, family];
    const total = positions.reduce((n, p) => n * p.letters.length, 1);
    const notes: string[] = [];
    let drawn: string[][];
    if (unique) {
      if (count > total)
        notes.push(
          `Only ${total.toLocaleString("en-US")} different initials are possible with these letter odds (no common first name starts with some letters), so you get all ${total.toLocaleString("en-US")}.`,
        );
      drawn = distinctByWeight(random, positions, Math.min(count, total));
    } else {
      drawn = Array.from({ length: count }, () =>
        positions.map((p) =>
          weighting === "names"
            ? random.weightedPick(p.letters, p.weights)
            : random.pick(p.letters),
        ),
      );
    }
    return {
      values: drawn.map((chosen) => ({
        text: STYLES[style].render(chosen),
        data: { letters: chosen, first: chosen[0] ?? "", last: chosen.at(-1) ?? "" },
      })),
      notes,
    };
  },
});
