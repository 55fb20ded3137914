import entries from "../../data/moons";
import randomMoon from "./random-moon";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(randomMoon, {
  entries,
  names: { minimum: 80, of: ([name]) => name },
  filters: [
    {
      name: "planet",
      keeps: (m, choice) =>
        choice === "any" || m[1] === choice || (choice === "Earth" && m[1] === "Mars"),
    },
  ],
  entryOf: ({ data }) => entries.find((m) => m[0] === data?.name && m[1] === data.planet),
});
