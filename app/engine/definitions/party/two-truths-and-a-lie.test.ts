import entries from "../../data/two-truths-topics";
import generator from "./two-truths-and-a-lie";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 80, of: (text) => text } });
