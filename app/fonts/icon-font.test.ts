import { readFileSync } from "node:fs";

import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";

import { FONT_FILE, siteIcons } from "../../build-tools/icon-font";

import { ICON_FONT_ICONS } from "./icon-font.generated";

// Every icon the site shows has a glyph in the icon font, so none can render as an empty box
// on a system without an emoji font. Run `npm run generators:update` when this fails.

describe("the icon font", () => {
  it("was made for exactly the icons the site uses", () => {
    expect([...ICON_FONT_ICONS]).toEqual(siteIcons());
  });

  it("draws each icon, flags and keycaps included, as one glyph", () => {
    const font = fontkit.create(readFileSync(FONT_FILE)) as fontkit.Font;
    const missing = siteIcons().filter((icon) => {
      const glyphs = font.layout(icon).glyphs;
      return glyphs.length !== 1 || glyphs[0]?.id === 0;
    });
    expect(missing).toEqual([]);
  });
});
