import { describe, expect, test } from "vitest";

import { NAV_LINKS, isApplePlatform, isCurrentSection } from "./site-nav";

describe("header links", () => {
  test("are the six sections of the spec, in order, with the wheel (issue 30) after Generators and public draws (issue 27) after Packs", () => {
    expect(NAV_LINKS.map((link) => [link.label, link.href])).toEqual([
      ["Home", "/"],
      ["Generators", "/all"],
      ["Wheel", "/spin-the-wheel"],
      ["Categories", "/categories"],
      ["Packs", "/packs"],
      ["Draws", "/draws"],
      ["Articles", "/articles"],
      ["Docs", "/docs"],
    ]);
  });

  test.each([
    ["/", "/", true],
    ["/", "/packs", false],
    ["/packs", "/packs", true],
    ["/packs", "/packs/", true],
    ["/packs", "/packs/game-night", true],
    ["/packs", "/packsy", false],
    ["/categories", "/categories/dice", true],
    ["/all", "/random-number", false],
  ])("%s is current on %s: %s", (href, pathname, expected) => {
    expect(isCurrentSection(href, pathname)).toBe(expected);
  });

  test("exactly one section is current on any section page", () => {
    for (const { href } of NAV_LINKS) {
      expect(NAV_LINKS.filter((link) => isCurrentSection(link.href, href))).toHaveLength(1);
    }
  });
});

describe("shortcut hint platform", () => {
  test.each([
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", true],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36", false],
    ["Mozilla/5.0 (X11; Linux x86_64)", false],
    ["", false],
  ])("%s → Apple: %s", (userAgent, expected) => {
    expect(isApplePlatform(userAgent)).toBe(expected);
  });
});
