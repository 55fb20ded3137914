import type { Locator, Page } from "@playwright/test";

import { expect, hydrated } from "./fixtures";
import { parseWheelEntries, sliceAt, type WheelEntry } from "../../app/engine/shared/wheel";

// What the wheel's browser tests share: finding its parts, waiting for its code and its rest.

export const disc = (page: Page) => page.getByTestId("wheel-disc");
export const winner = (page: Page) => page.getByTestId("wheel-winner");
export const entriesBox = (page: Page) => page.getByRole("textbox", { name: "Entries" });

export function entriesOf(text: string): WheelEntry[] {
  const parsed = parseWheelEntries(text);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.entries;
}

/** The wheel's own code is a lazy chunk, hydrated after the page: wait for it before using it. */
export async function wheelReady(page: Page) {
  await hydrated(page);
  await expect(page.getByTestId("wheel")).toHaveAttribute("data-ready", "true");
}

/** Waits for the wheel to come to rest and returns where, checked against the engine's slices. */
export async function rested(page: Page, entries: readonly WheelEntry[]) {
  await expect(disc(page)).toHaveAttribute("data-spinning", "false", { timeout: 20_000 });
  await expect(disc(page)).toHaveAttribute("data-angle", /\d/);
  const angle = Number(await disc(page).getAttribute("data-angle"));
  const pointed = entries[sliceAt(entries, angle)]?.name;
  return { angle, pointed };
}

/** Spins and waits for the new run: every spin draws a fresh seed, which the address shows. */
export async function spinOnce(page: Page, button: Locator) {
  const before = page.url();
  await button.click();
  await expect(page).not.toHaveURL(before);
}
