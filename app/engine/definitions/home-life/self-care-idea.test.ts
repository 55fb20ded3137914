import entries from "../../data/self-care-ideas";
import generator from "./self-care-idea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 80, of: (text) => text } });
