import entries from "../../data/habits";
import generator from "./habit-challenge";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 80, of: (text) => text } });
