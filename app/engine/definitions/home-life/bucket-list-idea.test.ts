import entries from "../../data/bucket-list";
import generator from "./bucket-list-idea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 80, of: (text) => text } });
