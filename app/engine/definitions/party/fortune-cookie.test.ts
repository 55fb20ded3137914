import entries from "../../data/fortune-cookies";
import generator from "./fortune-cookie";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 100 });
