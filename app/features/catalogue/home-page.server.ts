import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { generatorsByCategory, popularGenerators } from "~/engine/listing";
import { listArticles } from "~/features/docs/index.server";
import { packSummaries } from "~/features/packs/index.server";

import { quickTools } from "./quick-tools.server";

/** How many packs and articles the home page shows before "all …" links. */
const HOME_PACKS = 6;
const HOME_ARTICLES = 3;

/**
 * The home page's data: the generators to use at once, popular generators, the categories, the
 * first packs and articles.
 */
export async function homePageData() {
  return {
    generatorCount: GENERATOR_SUMMARIES.length,
    quickTools: await quickTools(),
    popular: popularGenerators(GENERATOR_SUMMARIES),
    categories: generatorsByCategory(GENERATOR_SUMMARIES).map(({ category, generators }) => ({
      id: category.id,
      title: category.title,
      iconText: category.iconText,
      description: category.description,
      count: generators.length,
    })),
    packs: packSummaries().slice(0, HOME_PACKS),
    articles: listArticles().slice(0, HOME_ARTICLES),
  };
}

export type HomePageData = Awaited<ReturnType<typeof homePageData>>;
