import entries from "../../data/team-challenges";
import generator from "./team-challenge";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 80 });
