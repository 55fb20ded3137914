import type { GeneratorPageData, GeneratorRun } from "~/engine/core/page-data";
import { revealSharedSecret } from "~/features/generator-page/generate-in-browser";

/**
 * The run a generator page shows for its URL: the server's, or, on a secret generator's page
 * (rendered without a value), the one its browser makes from the link's seed when the visitor
 * asks to see it. Throws when the page has neither.
 */
export async function pageRun(page: GeneratorPageData | null): Promise<GeneratorRun> {
  if (!page) throw new Error("no such generator page");
  if (page.run) return page.run;
  if (!page.sharedSecretLink) throw new Error(`${page.generator.id}: the page has no run`);
  const shown = await revealSharedSecret(page.generator, page.input, page.sharedSecretLink);
  if (!shown.ok) throw new Error(shown.problems.map((problem) => problem.message).join(" "));
  return shown.run;
}
