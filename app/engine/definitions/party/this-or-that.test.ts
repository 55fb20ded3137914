import entries from "../../data/this-or-that";
import generator from "./this-or-that";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 120 });
