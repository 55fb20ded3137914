import entries from "../../data/fortune-cookies";
import generator from "./fortune-cookie";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 100, of: (text) => text } });
