import type { GeneratedValue } from "~/engine/core/engine";

// Kept apart from downloads.ts: "Copy all" needs this on every generator page, while the
// download code loads only when a download button is pressed.

/** One value per line: what "Copy all" copies, and the .txt download. Multi-line values are kept whole. */
export function valuesAsText(values: readonly GeneratedValue[]): string {
  const multiline = values.some((value) => value.text.includes("\n"));
  return values.map((value) => value.text).join(multiline ? "\n\n" : "\n");
}
