import entries from "../../data/habits";
import generator from "./habit-challenge";
import { describeListGenerator } from "../../testing/list-suite";

describeListGenerator(generator, "home-life", {
  entries,
  textOf: (text) => text,
  minimum: 80,
});
