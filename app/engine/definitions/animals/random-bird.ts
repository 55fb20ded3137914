import { defineListGenerator } from "../../core/list-generator";
import { capitalize } from "../../shared/format";

export default defineListGenerator({
  id: "random-bird",
  title: "Random Bird",
  category: "animals",
  iconText: "🐦",
  description:
    "Birds picked at random from a list of well-known species, from garden birds to birds of prey.",
  keywords: ["bird picker", "birdwatching", "bird species", "birding"],
  entries: () =>
    import("../../data/animals").then((m) => m.default.filter((a) => a.group === "bird")),
  plural: "birds",
  pool: "the birds of the animal list",
  value: (a) => ({ text: capitalize(a.name), data: { name: a.name, group: a.group } }),
});
