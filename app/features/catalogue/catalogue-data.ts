import { getCategory } from "~/engine/categories";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";
import { generatorsByTitle } from "~/engine/listing";

import { type CatalogueEntry, type SearchTexts, searchTextOf } from "./catalogue-filter";

// What /all lists and what its filter matches, kept out of the page's HTML (issue 29): the
// descriptions were 32 of its 44 KB compressed, and the list itself, already in the HTML as
// cards, 7 of the 18 left. The server renders the page from this module; in the browser the
// page hydrates from its own cards and loads this module when the filter is first used or
// another page's link leads to /all. The service worker keeps it with /all's code for offline use.

/** Every generator as /all lists it, sorted by title. */
export const CATALOGUE: readonly CatalogueEntry[] = generatorsByTitle(GENERATOR_SUMMARIES).map(
  ({ id, title, category, iconText }) => ({ id, title, category, iconText }),
);

/** Every generator's search text, by id. */
export const SEARCH_TEXTS: SearchTexts = new Map(
  GENERATOR_SUMMARIES.map((generator) => [
    generator.id,
    searchTextOf(generator, getCategory(generator.category)?.title ?? ""),
  ]),
);
