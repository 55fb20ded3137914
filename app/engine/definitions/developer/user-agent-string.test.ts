import { expect, it } from "vitest";

import userAgents from "../../data/user-agents";
import { describeListGenerator } from "../../testing/list-suite";
import userAgentString from "./user-agent-string";

describeListGenerator(userAgentString, {
  entries: userAgents,
  entryOf: (value, all) => all.find((u) => u.userAgent === value.text),
  filters: [
    {
      name: "device",
      keeps: (u, device) => device === "any" || u.device === device,
    },
  ],
});

it("keeps hundreds of distinct strings, each naming its browser and system", () => {
  expect(userAgents.length).toBeGreaterThanOrEqual(300);
  expect(new Set(userAgents.map((u) => u.userAgent)).size).toBe(userAgents.length);
  for (const device of ["desktop", "mobile", "tablet"]) {
    expect(
      userAgents.some((u) => u.device === device),
      device,
    ).toBe(true);
  }
  for (const u of userAgents) {
    expect(u.userAgent).toMatch(/^Mozilla\/5\.0 \(/);
    expect(u.browser).not.toBe("Other");
    expect(u.os).not.toBe("Other");
  }
  const iphone = userAgents.find((u) => u.userAgent.includes("iPhone"));
  expect(iphone).toMatchObject({ device: "mobile", os: "iOS" });
});
