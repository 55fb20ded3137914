import entries from "../../data/karaoke-themes";
import generator from "./karaoke-theme";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, { entries, names: { minimum: 80, of: (text) => text } });
