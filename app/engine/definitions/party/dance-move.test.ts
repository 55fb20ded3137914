import entries from "../../data/dance-moves";
import generator from "./dance-move";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 60, of: (move) => move } });
