import entries from "../../data/this-or-that";
import generator from "./this-or-that";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 120, of: (text) => text } });
