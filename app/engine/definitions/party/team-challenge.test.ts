import entries from "../../data/team-challenges";
import generator from "./team-challenge";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 80, of: (text) => text } });
