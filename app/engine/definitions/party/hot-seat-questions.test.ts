import entries from "../../data/hot-seat-questions";
import generator from "./hot-seat-questions";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 100 });
