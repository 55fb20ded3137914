import entries from "../../data/bucket-list";
import generator from "./bucket-list-idea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (text) => text,
  minimum: 80,
});
