import entries from "../../data/karaoke-themes";
import generator from "./karaoke-theme";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "party", { entries, textOf: (text) => text, minimum: 80 });
