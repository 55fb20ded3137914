import entries from "../../data/hot-seat-questions";
import generator from "./hot-seat-questions";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 100, of: (text) => text } });
