import { expect, it } from "vitest";

import topics from "../../data/podcast-topics";
import { describeListGenerator } from "../../testing/list-checks";
import podcastTopic from "./podcast-topic";

describeListGenerator(podcastTopic, {
  category: "entertainment",
  entries: topics,
  entryOf: (value, all) => all.find((t) => t.topic === value.text),
  filter: {
    name: "area",
    choices: ["any", "history", "science", "culture", "everyday", "food"],
    keeps: (t, area) => area === "any" || t.area === area,
  },
  seed: 17_206,
});

it("holds 80 different topics", () => {
  expect(new Set(topics.map((t) => t.topic)).size).toBe(80);
});
