import type { Page } from "@playwright/test";

import { DESKTOP_UA, SCREENSHOT_SIZES, chooseTheme, expect, hydrated, test } from "./fixtures";
import { expectSavedButtonClear } from "./screen-fit";

// How results are drawn and lived with (issue 15): each view's accessible names, the reveal and
// reduced motion, this tab's history and its privacy, the G shortcut, presentation mode and
// long runs.

async function resultTexts(page: Page): Promise<string[]> {
  return (await page.locator(".result-value").allTextContents()).map((t) => t.trim());
}

const generate = (page: Page) => page.getByRole("button", { name: "Generate" }).click();

test.describe("results drawn as what they are", () => {
  test("dice as faces with the total, a d6 with pips, other dice numbered", async ({ page }) => {
    await page.goto("/dice-roller?notation=2d6%2B1d20&count=1&seed=faces");
    const dice = page.getByRole("group", { name: "Dice" }).getByRole("img");
    await expect(dice).toHaveCount(3);
    const names = await dice.evaluateAll((all) => all.map((d) => d.getAttribute("aria-label")));
    expect(names[0]).toMatch(/^Die showing [1-6]$/);
    expect(names[1]).toMatch(/^Die showing [1-6]$/);
    expect(names[2]).toMatch(/^d20 showing ([1-9]|1\d|20)$/);
    const faces = names.map((name) => Number(name?.split(" ").at(-1)));
    const [total] = await resultTexts(page);
    expect(Number(total?.split("[")[0])).toBe(faces.reduce((a, b) => a + b, 0));
  });

  test("dice keep or drop the highest or lowest, and a modifier is written out in the sum", async ({
    page,
  }) => {
    // 3d6+2: the +2 is seen, not only counted ("5 + 4 + 4 + 2 = 15").
    await page.goto("/dice-roller?notation=3d6%2B2&count=1&seed=modifier");
    const dice = page.getByRole("group", { name: "Dice" }).getByRole("img");
    await expect(dice).toHaveCount(3);
    const faces = (
      await dice.evaluateAll((all) => all.map((d) => d.getAttribute("aria-label")))
    ).map((name) => Number(name?.split(" ").at(-1)));
    const total = faces.reduce((a, b) => a + b, 0) + 2;
    await expect(
      page.getByText(`${faces.join(" + ")} + 2 = ${total}`, { exact: true }),
    ).toBeVisible();

    // Advantage (2d20kh1) and 4d6 keep the three highest, which the advanced roller also reads.
    await page.goto("/dice-roller?notation=2d20kh1&count=1&seed=advantage");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Dice" }).getByRole("img")).toHaveCount(1);
    await expect(page.getByText(/^dropped \d+$/)).toBeVisible();
    await page.goto("/dice-roller?notation=4d6kh3&count=1&seed=stats");
    await expect(page.getByRole("group", { name: "Dice" }).getByRole("img")).toHaveCount(3);
    await expect(page.getByText(/^\d \+ \d \+ \d = \d+ · dropped \d$/)).toBeVisible();
  });

  test("a setting's problem is named by its label, never by its internal name", async ({
    page,
  }) => {
    await page.goto("/random-number?min=ten&max=5");
    const problems = page.getByRole("alert");
    await expect(problems).toContainText("Minimum");
    await expect(problems.locator("code")).toHaveCount(0);
    await expect(problems).not.toContainText(/\bmin\b/);
  });

  test("cards with their names and red hearts and diamonds", async ({ page }) => {
    await page.goto("/playing-cards?count=52&seed=deck");
    const cards = page.getByRole("img", { name: / of / });
    await expect(cards).toHaveCount(52);
    const seen = await cards.evaluateAll((all) =>
      all.map((card) => ({
        name: card.getAttribute("aria-label"),
        color: getComputedStyle(card).color,
      })),
    );
    expect(new Set(seen.map((card) => card.name)).size).toBe(52);
    expect(seen.map((card) => card.name)).toContain("Queen of Hearts");
    for (const card of seen) {
      const red = /Hearts|Diamonds/.test(card.name ?? "");
      expect(card.color, card.name ?? "").toBe(red ? "rgb(185, 28, 28)" : "rgb(15, 23, 42)");
    }
  });

  test("a coin with two faces", async ({ page }) => {
    await page.goto("/coin-flip?count=20&seed=coins");
    const coins = page.getByRole("img", { name: /^(Heads|Tails)$/ });
    await expect(coins).toHaveCount(20);
    const sides = new Set(
      await coins.evaluateAll((all) => all.map((c) => c.getAttribute("aria-label"))),
    );
    expect(sides).toEqual(new Set(["Heads", "Tails"]));
  });

  test("a palette's hex codes never break inside a code on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/color-palette?seed=phone");
    await expect(page.getByRole("group", { name: /^Colour #/ }).first()).toBeVisible();
    const broken = await page
      .locator(".result-value")
      .first()
      .evaluate((value) => {
        const node = value.firstChild as Text;
        const codes = [...(node.textContent ?? "").matchAll(/#[0-9a-f]{6}/gi)];
        return codes
          .filter((code) => {
            const range = document.createRange();
            range.setStart(node, code.index ?? 0);
            range.setEnd(node, (code.index ?? 0) + code[0].length);
            // A code on one line has one box (or two, where a browser splits at no break).
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return tops.size > 1;
          })
          .map((code) => code[0]);
      });
    expect(broken).toEqual([]);
  });

  test("colours as swatches, each with its own hex, RGB and HSL to copy, text in contrast", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/random-hex-color?count=3&seed=swatches");
    // A Copy pressed before hydration does nothing: the server-rendered button has no handler.
    await hydrated(page);
    const swatches = page.getByRole("group", { name: /^Colour #[0-9a-f]{6}$/ });
    await expect(swatches).toHaveCount(3);
    const first = swatches.first();
    const hex = (await first.getAttribute("aria-label"))?.replace("Colour ", "") ?? "";
    await expect(first.getByRole("button", { name: "Copy to clipboard" })).toHaveCount(3);
    await first.getByRole("button", { name: "Copy to clipboard" }).nth(1).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^rgb\(\d+, \d+, \d+\)$/,
    );
    await expect(first).toContainText(/hsl\(\d+, \d+%, \d+%\)/);
    // The hex on the swatch keeps at least 4.5:1 against its colour.
    const ratio = await first.locator(".swatch").evaluate((swatch) => {
      const channels = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      const lum = (css: string) => {
        const [r, g, b] = channels(css).map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(swatch);
      const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  test("teams as columns with their sizes", async ({ page }) => {
    await page.goto("/team-generator?seed=teams");
    const teams = page.getByRole("listitem", { name: /^Team \d, \d people$/ });
    await expect(teams).toHaveCount(2);
    await expect(teams.first().getByRole("heading")).toContainText("(4)");
    await expect(
      teams.first().getByRole("list", { name: "Team 1 members" }).getByRole("listitem"),
    ).toHaveCount(4);
  });

  test("the bingo card as a 5×5 grid under B I N G O, FREE in the centre of N", async ({
    page,
  }) => {
    await page.goto("/bingo-card?seed=bingo");
    const card = page.getByRole("table", { name: "Bingo card" });
    await expect(card.getByRole("columnheader")).toHaveText(["B", "I", "N", "G", "O"]);
    const rows = card.getByRole("row");
    await expect(rows).toHaveCount(6);
    const grid = await rows.evaluateAll((all) =>
      all.slice(1).map((row) => [...row.querySelectorAll("td")].map((td) => td.textContent)),
    );
    expect(grid[2]?.[2]).toBe("FREE");
    grid.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (r === 2 && c === 2) return;
        expect(Number(cell)).toBeGreaterThanOrEqual(15 * c + 1);
        expect(Number(cell)).toBeLessThanOrEqual(15 * c + 15);
      }),
    );
  });

  test("passwords with a strength meter, and a warning under 60 bits", async ({ page }) => {
    // Secrets are made in the browser as the page opens (tests/e2e/secrets.spec.ts).
    await page.goto("/password-generator");
    const meter = page.getByRole("meter", { name: "Strength" });
    await expect(meter).toHaveAttribute("aria-valuetext", /^very strong, about \d+(\.\d)? bits/);
    await expect(page.getByText(/^Under 60 bits/)).toHaveCount(0);
    await page.goto("/pin");
    await expect(page.getByRole("meter", { name: "Strength" })).toHaveAttribute(
      "aria-valuetext",
      /^weak/,
    );
    await expect(page.getByText(/^Under 60 bits/)).toBeVisible();
  });

  test("a single answer is the largest thing on the page", async ({ page }) => {
    await page.goto("/yes-or-no?seed=answer");
    const size = await page
      .locator(".result-value")
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(48);
    const h1 = await page.locator("h1").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThan(h1);
  });

  test("a numbered order is numbered once", async ({ page }) => {
    await page.goto("/random-order?seed=order");
    const rows = page.getByRole("list", { name: "Results" }).getByRole("listitem");
    await expect(rows).toHaveCount(4);
    for (const row of await rows.allInnerTexts()) expect(row.trim()).toMatch(/^1?\d\. \S/);
  });
});

test.describe("the reveal", () => {
  test("a small run rolls, then is announced once; pressing again skips it", async ({ page }) => {
    await page.goto("/dice-roller");
    await hydrated(page);
    await expect(page.getByRole("group", { name: "Dice" }).first()).toBeVisible();
    await page.evaluate(() => {
      const announcer = document.querySelector('[data-testid="announcer"]')!;
      (window as unknown as { announced: string[] }).announced = [];
      new MutationObserver(() =>
        (window as unknown as { announced: string[] }).announced.push(announcer.textContent ?? ""),
      ).observe(announcer, { childList: true, characterData: true, subtree: true });
    });
    await generate(page);
    await expect(page.locator('[data-reveal="roll"]')).toHaveCount(1);
    await expect(page.locator("[data-reveal]")).toHaveCount(0, { timeout: 2_000 });
    const announced = await page.evaluate(
      () => (window as unknown as { announced: string[] }).announced,
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatch(/^Generated: \d+$/);

    // A press while the roll plays ends it, and the next run appears at once. Two rolls of two
    // dice are alike one time in 36, so the new run is told by History, not by its faces.
    const runs = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await generate(page);
    await expect(page.locator('[data-reveal="roll"]')).toHaveCount(1);
    const before = await runs.count();
    await generate(page);
    await expect(runs).toHaveCount(before + 1);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing moves: the result appears at once and is announced", async ({ page }) => {
      await page.goto("/coin-flip");
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { reveals: number }).reveals = 0;
        new MutationObserver(() => {
          if (document.querySelector("[data-reveal]"))
            (window as unknown as { reveals: number }).reveals++;
        }).observe(document.body, {
          attributes: true,
          subtree: true,
          attributeFilter: ["data-reveal"],
        });
      });
      for (let i = 0; i < 3; i++) {
        await generate(page);
        await expect(page.getByTestId("announcer")).toHaveText(/^Generated: (Heads|Tails)$/);
      }
      expect(await page.evaluate(() => (window as unknown as { reveals: number }).reveals)).toBe(0);
    });
  });
});

test.describe("this tab's history", () => {
  test("keeps the runs, restores any exactly, undoes the last, clears; all private to the tab", async ({
    page,
    context,
  }) => {
    await page.goto("/random-number?min=1&max=1000000000&count=2");
    await hydrated(page);
    const cookies = await context.cookies();
    const requests: string[] = [];
    page.on("request", (request) => {
      // Remix's route discovery (`/__manifest?p=…`) asks which routes the page's links lead to:
      // it carries the links' paths, nothing of the runs, and may happen at any time.
      if (new URL(request.url()).pathname === "/__manifest") return;
      if (
        ["fetch", "xhr", "document", "websocket", "eventsource"].includes(request.resourceType())
      ) {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });

    const runs = [await resultTexts(page)];
    for (let i = 0; i < 3; i++) {
      await generate(page);
      await expect.poll(() => resultTexts(page)).not.toEqual(runs.at(-1));
      runs.push(await resultTexts(page));
    }
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(4);
    await expect(history).toContainText("kept only in this tab");

    await history.getByRole("button", { name: "Previous run" }).click();
    await expect.poll(() => resultTexts(page)).toEqual(runs[2]);
    await history
      .getByRole("button", { name: /^Restore the run of .*/ })
      .last()
      .click();
    await expect.poll(() => resultTexts(page)).toEqual(runs[0]);

    // Nothing left the tab: no request, no cookie, nothing in local storage.
    expect(requests, requests.join("\n")).toEqual([]);
    expect(await context.cookies()).toEqual(cookies);
    const local = await page.evaluate(() => Object.keys(localStorage));
    expect(local.filter((key) => /history|run/i.test(key))).toEqual([]);
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toContain(
      "run-history:random-number",
    );

    await history.getByRole("button", { name: "Clear" }).click();
    await expect(history.getByText("No runs yet.")).toBeVisible();
    expect(
      await page.evaluate(() => sessionStorage.getItem("run-history:random-number")),
    ).toBeNull();
  });
});

test("a restored run puts its settings back in the form, select boxes included", async ({
  page,
}) => {
  await page.goto("/fake-hash?encoding=hex&count=2");
  await hydrated(page);
  const first = await resultTexts(page);
  const writtenAs = page.getByRole("combobox", { name: "Written as" });
  await writtenAs.selectOption("base64");
  await generate(page);
  await expect.poll(() => resultTexts(page)).not.toEqual(first);
  await expect(writtenAs).toHaveValue("base64");

  const history = page.getByRole("region", { name: "History" });
  await history
    .getByRole("button", { name: /^Restore the run of .*/ })
    .last()
    .click();
  await expect.poll(() => resultTexts(page)).toEqual(first);
  // The form shows the settings of the run on screen, so Generate makes more of the same kind.
  await expect(writtenAs).toHaveValue("hex");
});

test.describe("the keyboard and presentation mode", () => {
  test("G generates again from anywhere but a text field", async ({ page }) => {
    await page.goto("/random-number?min=1&max=1000000000");
    await hydrated(page);
    const before = await resultTexts(page);
    await page.locator("h1").click();
    await page.keyboard.press("g");
    await expect.poll(() => resultTexts(page)).not.toEqual(before);
    const after = await resultTexts(page);
    await page.getByLabel("Minimum", { exact: true }).press("End");
    await page.keyboard.type("g");
    await expect(page.getByLabel("Minimum", { exact: true })).toHaveValue("1");
    expect(await resultTexts(page)).toEqual(after);
  });

  test("presentation mode shows the result full screen; G generates, Escape leaves", async ({
    page,
  }) => {
    await page.goto("/magic-8-ball");
    await hydrated(page);
    await page.getByRole("button", { name: "Present" }).click();
    const show = page.getByRole("dialog", { name: "Magic 8-Ball" });
    await expect(show).toBeVisible();
    const value = show.locator(".presentation-value");
    const size = await value.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(48);
    const first = await value.textContent();
    // Every run starts a reveal (data-reveal set, then removed): counted as they start, so that
    // each reading below comes after its press has been handled and its answer revealed.
    await page.evaluate(() => {
      const marks = window as unknown as { reveals: number };
      marks.reveals = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.oldValue === null) marks.reveals += 1;
        }
      }).observe(document.body, {
        subtree: true,
        attributeFilter: ["data-reveal"],
        attributeOldValue: true,
      });
    });
    const revealed = (presses: number) =>
      page.evaluate(
        (count) =>
          (window as unknown as { reveals: number }).reveals >= count &&
          !document.querySelector("[data-reveal]"),
        presses,
      );
    // G until the answer differs (the same answer twice in a row happens one time in 20).
    let changed = false;
    for (let i = 0; i < 8 && !changed; i++) {
      await page.keyboard.press("g");
      await expect.poll(() => revealed(i + 1)).toBe(true);
      changed = (await value.textContent()) !== first;
    }
    expect(changed).toBe(true);
    await page.keyboard.press("Escape");
    await expect(show).toBeHidden();
    await expect(page.getByRole("button", { name: "Present" })).toBeFocused();
  });
});

test.describe("presentation mode on a phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("draws the result as the page does, keeps its controls on screen, and says what to do after an error", async ({
    page,
  }) => {
    await page.goto("/playing-cards?count=5&seed=present");
    await hydrated(page);
    await page.getByRole("button", { name: "Present" }).click();
    const show = page.getByRole("dialog", { name: "Playing Cards" });
    const cards = show.getByRole("img", { name: / of / });
    await expect(cards).toHaveCount(5);
    const seen = await cards.evaluateAll((all) =>
      all.map((card) => ({
        name: card.getAttribute("aria-label"),
        color: getComputedStyle(card).color,
      })),
    );
    for (const card of seen) {
      const red = /Hearts|Diamonds/.test(card.name ?? "");
      expect(card.color, card.name ?? "").toBe(red ? "rgb(185, 28, 28)" : "rgb(15, 23, 42)");
    }
    for (const control of [
      show.getByRole("button", { name: /^Generate again/ }),
      show.getByRole("button", { name: /^Exit/ }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    await page.keyboard.press("Escape");
    await expect(show).toBeHidden();

    // Settings with a problem: the page has no values, and presentation mode says what to do.
    await page.getByLabel("How many", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByRole("button", { name: "Present" }).click();
    await expect(show).toContainText("these settings have a problem");
    await expect(show).not.toContainText("No values for these settings");
  });
});

test.describe("long runs", () => {
  test("a bulk run puts its summary first, folds its list, and keeps Generate in reach on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/coin-flip?count=10000&seed=bulk");
    await hydrated(page);
    const list = page.getByRole("list", { name: "Results" });
    // The tally comes before the values, and is on the first screen.
    const tally = page.getByText(/^[\d,]+ heads, [\d,]+ tails$/);
    await expect(tally).toBeInViewport();
    const [tallyBox, listBox] = [await tally.boundingBox(), await list.boundingBox()];
    expect(tallyBox!.y).toBeLessThan(listBox!.y);
    await expect(list.getByRole("listitem")).toHaveCount(10);
    // Generate stays on screen while the values are read.
    await list.getByRole("listitem").last().scrollIntoViewIfNeeded();
    await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeInViewport();
    await page.getByRole("button", { name: "Show all 10,000 values" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(100);
    await expect(page.getByRole("navigation", { name: "Result pages" })).toContainText(
      "1–100 of 10,000",
    );
    // A small run keeps its values first.
    await page.goto("/coin-flip?count=5&seed=small");
    const smallList = page.getByRole("list", { name: "Results" });
    await expect(smallList).toBeVisible();
  });

  test("a numeric run of 10,000 has a summary, a histogram and a pager that jumps", async ({
    page,
  }) => {
    await page.goto("/random-number?min=1&max=6&count=10000&seed=bulk");
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("Count10,000");
    await expect(summary).toContainText("Min1");
    await expect(summary).toContainText("Max6");
    await expect(
      summary.getByRole("img", { name: /^Histogram of 10,000 values from 1 to 6$/ }),
    ).toBeVisible();
    await expect(
      summary.getByRole("table", { name: "How many times each value came up" }).getByRole("row"),
    ).toHaveCount(7);

    await page.getByRole("button", { name: "Show all 10,000 values" }).click();
    const pages = page.getByRole("navigation", { name: "Result pages" });
    await pages.getByLabel("Page").fill("50");
    await pages.getByRole("button", { name: "Go" }).click();
    await expect(pages).toContainText("4,901–5,000 of 10,000");
    await pages.getByRole("button", { name: "Last" }).click();
    await expect(pages).toContainText("9,901–10,000 of 10,000");
    // Each compact row keeps its actions reachable by keyboard.
    const row = page.getByRole("list", { name: "Results" }).getByRole("listitem").first();
    await row.getByRole("button", { name: "Copy to clipboard" }).focus();
    await page.keyboard.press("Tab");
    await expect(row.getByRole("button", { name: "Save value" })).toBeFocused();
  });
});

// Issue 30's screenshots: a bulk coin flip (summary first) and presentation mode (cards in their
// suits' colours), at phone and desktop widths, in both themes.
test.describe("screenshots of a bulk run and of presentation mode", () => {
  test.use({ userAgent: DESKTOP_UA, reducedMotion: "reduce" });
  for (const theme of ["light", "dark"] as const) {
    test(`${theme} theme, 375 and 1280 px`, async ({ page, context }) => {
      // Four pages, two of them a 10,000-value run.
      test.setTimeout(90_000);
      await chooseTheme(context, theme);
      for (const [width, height] of SCREENSHOT_SIZES) {
        await page.setViewportSize({ width, height });
        await page.goto("/coin-flip?count=10000&seed=bulk");
        await expect(page.locator("html")).toHaveClass(theme);
        await hydrated(page);
        await expect(page.getByText(/^[\d,]+ heads, [\d,]+ tails$/)).toBeInViewport();
        // As a visitor sees it once the floating Saved button has moved clear of the controls.
        await expectSavedButtonClear(page, `bulk coin flip, ${width} px`);
        await page.screenshot({ path: `docs/screenshots/coin-flip-bulk-${width}-${theme}.png` });

        await page.goto("/playing-cards?count=5&seed=present");
        await hydrated(page);
        await page.getByRole("button", { name: "Present" }).click();
        const show = page.getByRole("dialog", { name: "Playing Cards" });
        await expect(show.getByRole("img", { name: / of / })).toHaveCount(5);
        await expect(show.getByRole("button", { name: /^Exit/ })).toBeInViewport();
        await page.screenshot({ path: `docs/screenshots/presentation-${width}-${theme}.png` });
      }
    });
  }
});
