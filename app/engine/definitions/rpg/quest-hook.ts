import { defineGenerator } from "../../core/engine";
import { count, toggle } from "../../core/fields";
import { capitalize } from "../../shared/format";
import { drawValues } from "../../shared/templates";

/**
 * The most different hooks a run gives with neither complication nor reward: comfortably below
 * the patrons × tasks the lists hold (the test checks), so redrawing repeats stays quick.
 */
export const MOST_PLAIN_HOOKS = 3_500;

export default defineGenerator({
  id: "quest-hook",
  title: "Quest Hook",
  category: "rpg",
  iconText: "📜",
  description:
    "Adventure hooks for a fantasy game: who asks the party for help, what they need, what goes wrong and what the job pays.",
  keywords: ["quest generator", "adventure hook", "plot hook", "dnd quest", "side quest"],
  algorithm:
    "Picks a patron, a task, a complication and a reward, each uniformly from its own list (Random.pick), and writes them as a hook. With No repeats, a hook already given is drawn again.",
  version: 1,
  inputs: {
    twist: toggle({ label: "Include a complication", default: true }),
    reward: toggle({ label: "Include the reward", default: true }),
    count: count(3),
    unique: toggle({ label: "No repeats", default: true }),
  },
  check({ twist, reward, count, unique }) {
    if (unique && !twist && !reward && count > MOST_PLAIN_HOOKS) {
      return {
        field: "count",
        message: `Can't give ${count.toLocaleString("en-US")} different hooks without a complication or a reward: there are only about ${MOST_PLAIN_HOOKS.toLocaleString("en-US")}. Include one of them, lower How many or turn off No repeats.`,
      };
    }
    return null;
  },
  load: () => import("../../data/quest-hook-parts").then((m) => m.default),
  generate(random, { twist, reward, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const patron = random.pick(parts.patrons);
      const task = random.pick(parts.tasks);
      const complication = twist ? random.pick(parts.complications) : "";
      const pay = reward ? random.pick(parts.rewards) : "";
      const sentences = [`${capitalize(patron)} asks the party to ${task}.`];
      if (complication) sentences.push(complication);
      if (pay) sentences.push(`Reward: ${pay}.`);
      return {
        text: sentences.join(" "),
        data: { patron, task, complication, reward: pay },
      };
    });
    return { values };
  },
});
