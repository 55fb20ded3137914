import entries from "../../data/never-have-i-ever";
import generator from "./never-have-i-ever";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 100, of: (text) => text } });
