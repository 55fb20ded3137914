import { defineGenerator } from "../../core/engine";
import { count, select, toggle } from "../../core/fields";
import { capitalize } from "../../shared/format";
import { loadNameWords } from "../../shared/names";

export default defineGenerator({
  id: "username",
  title: "Username Generator",
  category: "names",
  iconText: "🧑‍💻",
  description:
    "Friendly usernames made of an adjective and a noun, such as BraveOtter42, brave_otter or brave-otter42.",
  keywords: ["username", "gamertag", "handle", "nickname", "screen name"],
  algorithm:
    "An adjective and a noun, each a uniform pick (Random.pick) from its word list, plus two digits from an unbiased integer from 0 to 99 (Random.int) when chosen, joined in the chosen style.",
  version: 1,
  inputs: {
    style: select({
      label: "Style",
      options: [
        { value: "pascal", label: "BraveOtter" },
        { value: "snake", label: "brave_otter" },
        { value: "kebab", label: "brave-otter" },
      ],
      default: "pascal",
    }),
    digits: toggle({ label: "Add two digits", default: true }),
    count: count(5),
  },
  load: loadNameWords,
  generate(random, { style, digits, count }, { adjectives, nouns }) {
    const values = Array.from({ length: count }, () => {
      const adjective = random.pick(adjectives);
      const noun = random.pick(nouns);
      const suffix = digits ? String(random.int(0, 99)).padStart(2, "0") : "";
      const base =
        style === "pascal"
          ? `${capitalize(adjective)}${capitalize(noun)}`
          : `${adjective}${style === "snake" ? "_" : "-"}${noun}`;
      return { text: `${base}${suffix}`, data: { adjective, noun, digits: suffix } };
    });
    return { values };
  },
});
