import { describe, expect, test } from "vitest";

import { SiteConfigError, parseSiteConfig } from "./site-config.server";

describe("parseSiteConfig", () => {
  test("a fresh clone with no vars runs on the documented defaults", () => {
    expect(parseSiteConfig({})).toEqual({
      appName: "Randomly",
      appDescription: "The ultimate random generation tool",
      domainName: "localhost:8788",
      origin: "http://localhost:8788",
      analyticsMeasurementId: null,
    });
  });

  test("configured values are trimmed and a public domain gets an https origin", () => {
    const config = parseSiteConfig({
      APP_NAME: "  Dice Tower ",
      APP_DESCRIPTION: "Fair dice for everyone",
      DOMAIN_NAME: "Random.Example.com",
      GA_MEASUREMENT_ID: "G-ABC123XYZ",
    });
    expect(config).toMatchObject({
      appName: "Dice Tower",
      domainName: "random.example.com",
      origin: "https://random.example.com",
      analyticsMeasurementId: "G-ABC123XYZ",
    });
  });

  test.each([
    ["DOMAIN_NAME", "https://random.example.com", "DOMAIN_NAME must be a host name"],
    ["DOMAIN_NAME", "random.example.com/path", "DOMAIN_NAME must be a host name"],
    ["DOMAIN_NAME", "", "DOMAIN_NAME must be a host name"],
    [
      "GA_MEASUREMENT_ID",
      "UA-12345-1",
      "GA_MEASUREMENT_ID must be empty or a Google Analytics 4 id",
    ],
    ["APP_NAME", "   ", "APP_NAME must not be empty"],
    ["APP_DESCRIPTION", "x".repeat(301), "APP_DESCRIPTION must be at most 300 characters"],
  ])("a malformed %s (%j) is a clear error naming the variable", (name, value, message) => {
    expect(() => parseSiteConfig({ [name]: value })).toThrowError(message);
  });

  test("every bad variable is reported at once", () => {
    try {
      parseSiteConfig({ APP_NAME: "", DOMAIN_NAME: "not a host", GA_MEASUREMENT_ID: 42 });
      expect.unreachable("malformed configuration was accepted");
    } catch (error) {
      expect(error).toBeInstanceOf(SiteConfigError);
      const problems = (error as SiteConfigError).problems.join("\n");
      expect(problems).toContain("APP_NAME");
      expect(problems).toContain("DOMAIN_NAME");
      expect(problems).toContain("GA_MEASUREMENT_ID must be a string");
    }
  });
});
