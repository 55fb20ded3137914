import entries from "../../data/dance-moves";
import generator from "./dance-move";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", {
  entries,
  textOf: (move) => move,
  minimum: 60,
});
