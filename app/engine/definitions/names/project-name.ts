import { defineGenerator } from "../../core/engine";
import { count } from "../../core/fields";
import { loadNameWords } from "../../shared/names";

export default defineGenerator({
  id: "project-name",
  title: "Project Name Generator",
  category: "names",
  iconText: "🚀",
  description:
    "Two-word code names like silent-harbor for projects, repositories, servers and teams.",
  keywords: ["code name", "repository name", "app name", "server name", "team name"],
  algorithm:
    "An adjective and a noun, each a uniform pick (Random.pick, an unbiased index by rejection sampling) from its word list, joined by a hyphen.",
  version: 1,
  inputs: { count: count(5) },
  load: loadNameWords,
  generate(random, { count }, { adjectives, nouns }) {
    const values = Array.from({ length: count }, () => {
      const adjective = random.pick(adjectives);
      const noun = random.pick(nouns);
      return { text: `${adjective}-${noun}`, data: { adjective, noun } };
    });
    return { values };
  },
});
