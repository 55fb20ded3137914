import entries from "../../data/self-care-ideas";
import generator from "./self-care-idea";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (text) => text,
  minimum: 80,
});
