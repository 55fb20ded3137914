import { getGeneratorEntry } from "~/engine/catalogue";
import { fieldSpecs } from "~/engine/core/engine";
import { runSearchParams } from "~/engine/core/permalink";
import { MAX_SEED_LENGTH } from "~/engine/core/seed";
import { newSeed } from "~/engine/core/random";
import { drawnParts } from "~/features/generator-page";
import { describeInputs } from "./describe-inputs";
import type { PackItemView, PackPageData, PackSummary } from "./page-data";
import { PACKS, getPack } from "./packs";
import {
  loadPackGenerators,
  packSearchParams,
  readPackParams,
  runPack,
  type PackItemRun,
} from "./run-pack";

/** Every pack with the generators it contains, for the /packs grid. */
export function packSummaries(): PackSummary[] {
  return PACKS.map(({ id, title, description, iconText, items }) => {
    const ids = [...new Set(items.map((item) => item.generatorId))];
    return {
      id,
      title,
      description,
      iconText,
      generators: ids.map((generatorId) => {
        const generator = getGeneratorEntry(generatorId);
        return {
          id: generatorId,
          title: generator?.title ?? generatorId,
          iconText: generator?.iconText,
        };
      }),
    };
  });
}

/**
 * Runs a pack for its page from the URL: `seed`, `v` (one algorithm version per item) and `at`
 * (time). Without a usable seed it runs with a fresh one, so every page has a permalink. Bad
 * parameters are named in `problems`; only an unknown pack returns null (a 404).
 */
export async function loadPackPage(id: string, url: URL): Promise<PackPageData | null> {
  const pack = getPack(id);
  if (!pack) return null;
  const lookup = await loadPackGenerators(pack);
  const request = readPackParams(pack, url.searchParams, lookup);
  const run = await runPack(
    pack,
    { seed: request.seed ?? newSeed(), versions: request.versions, now: request.at ?? Date.now() },
    lookup,
  );
  const permalink = `/packs/${pack.id}?${packSearchParams(run).toString()}`;

  const items = pack.items.map((item, index): PackItemView => {
    const generator = lookup(item.generatorId);
    const itemRun = run.items[index] as PackItemRun;
    return {
      generatorId: item.generatorId,
      title: generator?.title ?? item.generatorId,
      iconText: generator?.iconText,
      note: item.note,
      settings: generator ? describeInputs(generator, item.inputs) : [],
      result:
        generator && itemRun.ok
          ? {
              ok: true,
              generation: itemRun.generation,
              drawnByView: drawnParts(itemRun.generation).view,
              input: itemRun.input,
              seed: itemRun.seed,
              openPath: `/${generator.id}?${runSearchParams(fieldSpecs(generator), itemRun.input, {
                // A seed the generator page would refuse (over 64 characters) is left out.
                seed: itemRun.seed.length <= MAX_SEED_LENGTH ? itemRun.seed : null,
                version: itemRun.version,
                at: generator.usesClock ? run.at : null,
              }).toString()}`,
            }
          : { ok: false, problem: itemRun.ok ? "This generator is missing." : itemRun.problem },
    };
  });

  return {
    pack: {
      id: pack.id,
      title: pack.title,
      description: pack.description,
      iconText: pack.iconText,
    },
    seed: run.seed,
    permalink,
    permalinkUrl: new URL(permalink, url).href,
    items,
    problems: request.problems,
  };
}
