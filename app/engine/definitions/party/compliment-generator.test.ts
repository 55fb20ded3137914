import entries from "../../data/compliments";
import generator from "./compliment-generator";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 100 });
