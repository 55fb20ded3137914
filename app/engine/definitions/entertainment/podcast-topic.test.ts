import { expect, it } from "vitest";

import topics from "../../data/podcast-topics";
import { describeListGenerator } from "../../testing/list-suite";
import podcastTopic from "./podcast-topic";

describeListGenerator(podcastTopic, {
  entries: topics,
  entryOf: (value, all) => all.find((t) => t.topic === value.text),
  filters: [
    {
      name: "area",
      keeps: (t, area) => area === "any" || t.area === area,
    },
  ],
});

it("holds each topic once", () => {
  expect(new Set(topics.map((t) => t.topic)).size).toBe(topics.length);
});
