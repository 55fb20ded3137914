import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { TruthOrDarePrompt } from "../../data/truth-or-dare";

const KINDS = {
  either: "truths and dares",
  truth: "truths",
  dare: "dares",
} as const;

export default defineGenerator({
  id: "truth-or-dare",
  title: "Truth or Dare",
  category: "party",
  iconText: "🎯",
  description:
    'Truth questions and dares for parties and sleepovers, all written for this site. "Family (all ages)" keeps to prompts fit for young children; "Teens & adults" adds ones about phones, school and friends, still clean.',
  keywords: [
    "truth or dare questions",
    "dares",
    "sleepover games",
    "party game",
    "truth questions",
  ],
  algorithm:
    'Keeps the prompts of the chosen kind and audience ("Family" uses only prompts marked for all ages; "Teens & adults" uses those and the ones marked for teens), then draws uniformly from them (Random.pick), or k distinct ones with No repeats (Random.sample, a partial Fisher–Yates shuffle). "Either" draws from truths and dares together.',
  version: 1,
  inputs: {
    kind: select({
      label: "Truth or dare",
      options: [
        { value: "either", label: "Either" },
        { value: "truth", label: "Truth" },
        { value: "dare", label: "Dare" },
      ],
      default: "either",
    }),
    audience: select({
      label: "Audience",
      options: [
        { value: "family", label: "Family (all ages)" },
        { value: "teens", label: "Teens & adults (still clean)" },
      ],
      default: "family",
    }),
    count: count(1),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/truth-or-dare").then((m) => m.default),
  generate(random, { kind, audience, count, unique }, prompts: readonly TruthOrDarePrompt[]) {
    const pool = prompts.filter(
      (p) =>
        (kind === "either" || p.kind === kind) && (audience === "teens" || p.audience === "family"),
    );
    const noun = `${audience === "family" ? "family " : ""}${KINDS[kind]}`;
    const { picked, notes } = drawEntries(random, pool, count, unique, noun);
    return {
      values: picked.map((p) => ({
        text: `${p.kind === "truth" ? "Truth" : "Dare"}: ${p.text}`,
        data: { kind: p.kind, prompt: p.text, audience: p.audience },
      })),
      notes,
    };
  },
});
