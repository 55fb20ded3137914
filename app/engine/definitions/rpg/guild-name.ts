import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import type { GuildTrade } from "../../data/guild-name-parts";
import { drawValues } from "../../shared/templates";

const TRADES: readonly GuildTrade[] = [
  "merchants",
  "thieves",
  "mages",
  "adventurers",
  "crafters",
  "mercenaries",
];

export default defineGenerator({
  id: "guild-name",
  title: "Guild Name",
  category: "rpg",
  iconText: "🛡️",
  description:
    "Names for fantasy guilds and companies by trade: merchants, thieves, mages, adventurers, crafters and mercenaries (the Silent Key Syndicate, the Free Company of the Iron Boar).",
  keywords: [
    "guild name generator",
    "thieves guild name",
    "adventurers guild",
    "fantasy company name",
  ],
  algorithm:
    "Picks the trade (Random.pick when Any), then an adjective, an emblem of the trade and what the guild calls itself, each uniformly (Random.pick), and one of two shapes with equal chance (Random.bool): “the Adjective Emblem Body” or “the Body of the Adjective Emblem”.",
  version: 1,
  inputs: {
    trade: select<"any" | GuildTrade>({
      label: "Trade",
      options: [
        { value: "any", label: "Any" },
        ...TRADES.map((value) => ({
          value,
          label: value.charAt(0).toUpperCase() + value.slice(1),
        })),
      ],
      default: "any",
    }),
    count: count(10, { max: 2_000, reason: "past that, names would start to repeat" }),
    unique: toggle({ label: "No repeats", default: true }),
  },
  load: () => import("../../data/guild-name-parts").then((m) => m.default),
  generate(random, { trade, count, unique }, parts) {
    const values = drawValues(count, unique, () => {
      const chosen = trade === "any" ? random.pick(TRADES) : trade;
      const adjective = random.pick(parts.adjectives);
      const emblem = random.pick(parts.emblems[chosen]);
      const body = random.pick(parts.bodies[chosen]);
      const name = random.bool()
        ? `The ${adjective} ${emblem} ${body}`
        : `The ${body} of the ${adjective} ${emblem}`;
      return { text: name, data: { trade: chosen, adjective, emblem, body } };
    });
    return { values };
  },
});
