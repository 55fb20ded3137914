import entries from "../../data/never-have-i-ever";
import generator from "./never-have-i-ever";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 100 });
