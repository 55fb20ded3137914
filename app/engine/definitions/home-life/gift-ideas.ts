import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { drawEntries } from "../../core/list-generator";
import type { GiftBudget, GiftIdea, GiftRecipient } from "../../data/gift-ideas";

const RECIPIENTS: Record<GiftRecipient, string> = {
  anyone: "Anyone",
  child: "A child",
  teen: "A teenager",
  adult: "An adult",
};

const BUDGETS: Record<GiftBudget | "any", string> = {
  any: "Any budget",
  low: "Small (a little treat)",
  mid: "Medium (a proper present)",
  high: "Big (a special occasion)",
};

/** Whether a gift suits the recipient: ideas for "anyone" suit every recipient. */
export function suits(gift: GiftIdea, recipient: GiftRecipient, budget: GiftBudget | "any") {
  const who = recipient === "anyone" || gift.recipient === recipient || gift.recipient === "anyone";
  return who && (budget === "any" || gift.budget === budget);
}

export default defineGenerator({
  id: "gift-ideas",
  title: "Gift Ideas",
  category: "home-life",
  iconText: "🎁",
  description:
    "Stuck for a present? Gift ideas for a child, a teenager or an adult, within a small, medium or big budget.",
  keywords: ["gift ideas", "present ideas", "birthday gift", "christmas present", "what to buy"],
  algorithm:
    'Keeps the ideas for the chosen recipient (ideas marked "anyone" suit everybody) and budget, then draws uniformly from them (Random.pick), or k distinct ones with No repeats (Random.sample, a partial Fisher–Yates shuffle).',
  version: 1,
  inputs: {
    recipient: select({
      label: "For",
      options: Object.entries(RECIPIENTS).map(([value, label]) => ({
        value: value as GiftRecipient,
        label,
      })),
      default: "anyone",
    }),
    budget: select({
      label: "Budget",
      options: Object.entries(BUDGETS).map(([value, label]) => ({
        value: value as GiftBudget | "any",
        label,
      })),
      default: "any",
    }),
    count: count(3),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/gift-ideas").then((m) => m.default),
  generate(random, { recipient, budget, count, unique }, gifts: readonly GiftIdea[]) {
    const pool = gifts.filter((g) => suits(g, recipient, budget));
    const { picked, notes } = drawEntries(
      random,
      pool,
      count,
      unique,
      "gift ideas for that choice",
    );
    return {
      values: picked.map((g) => ({
        text: g.text,
        data: { gift: g.text, recipient: g.recipient, budget: g.budget },
      })),
      notes,
    };
  },
});
