// What the article-facts tests share: an article's text, exact arithmetic written as the
// articles write numbers, and runs of the site's own generators. Only tests import this module.
// Every number an article states that can be computed is computed by the article-facts tests, with exact integer
// (BigInt) arithmetic wherever the quantity is a ratio of counts, and looked up in the article's
// text exactly as it is written there. Claims about what the site does run the site's own code.
import { readFileSync } from "node:fs";

import { expect } from "vitest";

import { findGenerator } from "~/engine/testing/all-generators";
import { fieldSpecs, runGenerator } from "~/engine/core/engine";
import { inputFromParams } from "~/engine/core/read-run";
import { seededRandom } from "~/engine/core/random";

/** An article's Markdown with every run of whitespace collapsed (so table rows read "| a | b |"). */
export function textOf(slug: string): string {
  const source = readFileSync(
    new URL(`../../../../content/articles/${slug}.md`, import.meta.url),
    "utf8",
  );
  return source.replace(/\s+/g, " ");
}

export function expectIn(text: string, ...phrases: string[]) {
  // A short message on failure: the phrase, not the whole article.
  for (const phrase of phrases)
    expect(text.includes(phrase), `the article says "${phrase}"`).toBe(true);
}

/** A table row as written in Markdown. */
export const row = (...cells: (string | number | bigint)[]) =>
  `| ${cells.map(String).join(" | ")} |`;

/** en-US digits with thousands separators: 13,983,816. */
export const fmt = (n: number | bigint) => n.toLocaleString("en-US");

/** num/den rounded half up to `places` decimals, exactly (num, den >= 0). */
export function decimal(num: bigint, den: bigint, places: number): string {
  const scale = 10n ** BigInt(places);
  const rounded = (2n * num * scale + den) / (2n * den);
  const whole = rounded / scale;
  const fraction = (rounded % scale).toString().padStart(places, "0");
  return places === 0 ? fmt(whole) : `${fmt(whole)}.${fraction}`;
}

/** num/den as a percentage with `places` decimals: "51.77%". */
export const percent = (num: bigint, den: bigint, places = 2) =>
  `${decimal(100n * num, den, places)}%`;

/** A positive number in scientific notation as the articles write it: "2.71 × 10^18". */
export function sci(x: number, digits: number): string {
  let exponent = Math.floor(Math.log10(x));
  let mantissa = (x / 10 ** exponent).toFixed(digits - 1);
  if (Number(mantissa) >= 10) {
    exponent += 1;
    mantissa = (x / 10 ** exponent).toFixed(digits - 1);
  }
  return `${mantissa} × 10^${exponent}`;
}

export function choose(n: bigint, k: bigint): bigint {
  let result = 1n;
  for (let i = 0n; i < k; i++) result = (result * (n - i)) / (i + 1n);
  return result;
}

export function factorial(n: bigint): bigint {
  let result = 1n;
  for (let i = 2n; i <= n; i++) result *= i;
  return result;
}

/** Runs a generator from URL-style settings, as a permalink would. */
export async function run(id: string, query: string, seed: string) {
  const generator = findGenerator(id);
  if (!generator) throw new Error(`no generator ${id}`);
  const { input, problems } = inputFromParams(generator, new URLSearchParams(query));
  expect(problems).toEqual([]);
  return { generator, input, output: await runGenerator(generator, seededRandom(seed), input) };
}

export function fieldMax(id: string, name: string): number {
  const spec = fieldSpecs(findGenerator(id)!).find((field) => field.name === name);
  if (!spec || !("max" in spec)) throw new Error(`${id} has no limited field ${name}`);
  return spec.max as number;
}

export const TWO_32 = 2n ** 32n;
