import { CATEGORIES } from "~/engine/categories";
import { GENERATOR_SUMMARIES } from "~/engine/generator-summaries";

import { type SearchTexts, searchTextOf } from "./catalogue-filter";

// What /all's filter matches, kept out of the page's HTML: the descriptions were two thirds of
// its compressed bytes (32 of 44 KB), which a phone on a slow network waits for before the page
// shows (issue 29). The page loads this module when the filter is first focused or used; the
// service worker keeps it with /all's code for offline use.

const categoryTitles = new Map(CATEGORIES.map((category) => [category.id, category.title]));

/** Every generator's search text, by id. */
export const SEARCH_TEXTS: SearchTexts = new Map(
  GENERATOR_SUMMARIES.map((generator) => [
    generator.id,
    searchTextOf(generator, categoryTitles.get(generator.category) ?? ""),
  ]),
);
