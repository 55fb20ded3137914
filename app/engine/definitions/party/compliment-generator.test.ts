import entries from "../../data/compliments";
import generator from "./compliment-generator";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 100, of: (text) => text } });
