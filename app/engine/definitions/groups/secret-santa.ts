import { defineGenerator } from "../../core/engine";
import type { InputProblem } from "../../core/field-kinds";
import { list, splitList } from "../../core/fields";
import {
  EXACT_LIMIT,
  avoidanceLowerBound,
  exactAssignment,
  hallViolation,
  rejectionAssignment,
  rejectionTries,
  type Allowed,
} from "../../shared/assignments";
import { plural } from "../../shared/format";
import { joinNames, namesField, namesProblem, readNames } from "../../shared/people";

const MAX_PEOPLE = 100;
/** Below this proven chance per try, a large draw could need too many tries: it is refused. */
const MIN_CHANCE = 1e-5;

/** An exclusion line: "Ana > Ben" (one way) or "Ana <> Ben" (both ways). */
const EXCLUSION = /^(.+?)\s*(<->|<>|->|>)\s*(.+)$/;

interface Draw {
  names: string[];
  allowed: boolean[][];
  exclusions: number;
  notes: string[];
}

/** The names and the allowed pairs, or the problem with the input. */
function readDraw(namesText: string, exclusionsText: string): Draw | InputProblem {
  const { items: names, notes } = readNames(namesText, MAX_PEOPLE);
  const index = new Map(names.map((name, i) => [name, i]));
  const folded = new Map<string, number | null>();
  names.forEach((name, i) => {
    const key = name.toLocaleLowerCase("en-US");
    folded.set(key, folded.has(key) ? null : i);
  });
  const find = (name: string) => index.get(name) ?? folded.get(name.toLocaleLowerCase("en-US"));
  const allowed = names.map((_, g) => names.map((__, r) => r !== g));
  const lines = splitList(exclusionsText);
  let exclusions = 0;
  for (const line of lines.items) {
    const match = EXCLUSION.exec(line);
    if (!match) {
      return {
        field: "exclusions",
        message: `"${line}" is not an exclusion: write "Ana > Ben" (Ana never draws Ben) or "Ana <> Ben" (neither draws the other).`,
      };
    }
    const [, left = "", arrow = "", right = ""] = match;
    const people = [left.trim(), right.trim()].map((name) => {
      const i = find(name);
      return i === undefined || i === null ? name : i;
    });
    const missing = people.find((p) => typeof p === "string");
    if (missing !== undefined) {
      return {
        field: "exclusions",
        message: `"${missing}" in "${line}" is not one of the names${folded.get(String(missing).toLocaleLowerCase("en-US")) === null ? " (two names differ only in capitals: write it exactly)" : ""}.`,
      };
    }
    const [a, b] = people as [number, number];
    if (a === b) {
      return {
        field: "exclusions",
        message: `"${line}" names the same person twice: nobody draws themself anyway.`,
      };
    }
    const pairs = arrow.includes("<") ? [[a, b] as const, [b, a] as const] : [[a, b] as const];
    if (pairs.some(([g, r]) => allowed[g]?.[r])) exclusions += 1;
    for (const [g, r] of pairs) (allowed[g] as boolean[])[r] = false;
  }
  return { names, allowed, exclusions, notes: [...notes, ...lines.notes] };
}

/** The people a Hall violation names, and why no draw exists. */
function impossibility(names: readonly string[], allowed: Allowed): InputProblem | null {
  const byGiver = hallViolation(allowed);
  if (!byGiver) return null;
  const transposed = names.map((_, r) => names.map((__, g) => allowed[g]?.[r] === true));
  const byReceiver = hallViolation(transposed);
  const nameOf = (i: number) => names[i] ?? "";
  let message: string;
  if (byReceiver && byReceiver.givers.length <= byGiver.givers.length) {
    // On the transposed board, "givers" are receivers nobody else may draw.
    const stuck = byReceiver.givers.map(nameOf);
    const from = byReceiver.receivers.map(nameOf);
    message =
      from.length === 0
        ? `Nobody may draw ${joinNames(stuck)}: every other person excludes them.`
        : `${joinNames(stuck)} can only be drawn by ${joinNames(from)}, and ${from.length === 1 ? "one person" : `${from.length} people`} can't draw ${stuck.length} between them.`;
  } else {
    const stuck = byGiver.givers.map(nameOf);
    const from = byGiver.receivers.map(nameOf);
    message =
      from.length === 0
        ? `${joinNames(stuck)} can't draw anyone: every other person is excluded.`
        : `${joinNames(stuck)} may only draw ${joinNames(from)}, and ${from.length === 1 ? "one person is" : `${from.length} people are`} not enough for ${stuck.length} givers.`;
  }
  return {
    field: "exclusions",
    message: `No draw is possible with these exclusions. ${message} Remove some exclusions.`,
  };
}

export default defineGenerator({
  id: "secret-santa",
  title: "Secret Santa Generator",
  category: "groups",
  iconText: "🎅",
  description:
    "Draw names for a Secret Santa or gift exchange: nobody draws themself, couples can be kept apart, and every fair draw is equally likely.",
  keywords: ["secret santa", "gift exchange", "draw names", "kris kringle", "white elephant"],
  algorithm: `Every valid draw (nobody draws themself, every exclusion honoured) is equally likely. Up to ${EXACT_LIMIT} people: exact counting of the ways to finish the draw, each giver's receiver drawn with Random.int in proportion to them. Larger groups: uniformly shuffled permutations (Random.shuffle) until one is valid, with enough tries for failure below e^-30 by the lopsided Local Lemma. Impossible exclusions are found by bipartite matching.`,
  version: 1,
  inputs: {
    names: namesField("Ana\nBen\nCy\nDee\nEli\nFay", { max: MAX_PEOPLE }),
    exclusions: list({
      label: "Exclusions",
      help: 'One per line: "Ana > Ben" means Ana never draws Ben; "Ana <> Ben" keeps both apart (couples). Leave empty for none.',
      default: "Ana <> Ben",
      maxItems: 2_000,
      maxItemLength: 170,
      placeholder: "Ana <> Ben",
    }),
  },
  check({ names, exclusions }) {
    const size = namesProblem("names", names, {
      min: 3,
      max: MAX_PEOPLE,
      why: "for a Secret Santa (with two, each just draws the other)",
    });
    if (size) return size;
    const draw = readDraw(names, exclusions);
    if (!("names" in draw)) return draw;
    const impossible = impossibility(draw.names, draw.allowed);
    if (impossible) return impossible;
    if (draw.names.length > EXACT_LIMIT && avoidanceLowerBound(draw.allowed) < MIN_CHANCE) {
      return {
        field: "exclusions",
        message: `Too many exclusions for a fair draw among ${draw.names.length} people: above ${EXACT_LIMIT} people the draw can't be guaranteed quickly when many people exclude the same few. Remove some exclusions, or split the group into smaller draws.`,
      };
    }
    return null;
  },
  generate(random, { names, exclusions }) {
    const draw = readDraw(names, exclusions);
    if (!("names" in draw)) return { values: [], notes: [draw.message] };
    const n = draw.names.length;
    const assignment =
      n <= EXACT_LIMIT
        ? exactAssignment(random, draw.allowed)
        : rejectionAssignment(
            random,
            draw.allowed,
            rejectionTries(avoidanceLowerBound(draw.allowed)),
          );
    if (!assignment) {
      return { values: [], notes: [...draw.notes, "No valid draw was found. Try again."] };
    }
    const values = assignment.map((r, g) => {
      const giver = draw.names[g] ?? "";
      const receiver = draw.names[r] ?? "";
      return { text: `${giver} → ${receiver}`, data: { giver, receiver } };
    });
    return {
      values,
      notes: draw.notes,
      summary: `${plural(n, "person", "people")}, nobody draws themself${draw.exclusions > 0 ? `, ${plural(draw.exclusions, "exclusion")} honoured` : ""}`,
    };
  },
});
