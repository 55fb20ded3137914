import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (headings, landmarks). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Every violation axe finds on the page as it is now, one readable line per rule. */
export async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // Only violations are read: axe then skips collecting every passing node, which is slow.
    .options({ resultTypes: ["violations"] })
    // The page has no frames: running axe in the page itself (rather than finishing in a new
    // blank page, the default) makes each check two to three times faster.
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 4)
      .map((node) => `${node.target.join(" ")}${node.any[0] ? ` — ${node.any[0].message}` : ""}`);
    return `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${nodes.join("\n    ")}`;
  });
}
