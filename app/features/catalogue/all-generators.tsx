import { Form, Link } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";

import { CATEGORIES, type CategoryId, getCategory } from "~/engine/categories";
import { groupedByCategory, sortingTitle } from "~/engine/listing";
import { serverReady } from "~/ui/island";
import { PageHeader } from "~/ui/page-header";

import type { AllGeneratorsData, CatalogueView } from "./all-generators.server";
import { type CatalogueEntry, filterCatalogue } from "./catalogue-filter";
import { GeneratorCard } from "./generator-card";

const importCatalogueData = () => import("./catalogue-data");

/** The list and its search texts: loaded before every render on the server, on demand here. */
let catalogueData = serverReady(importCatalogueData);

/**
 * Loads /all's list (again after a failed try); a navigation to /all waits for it
 * (routes/all.tsx's clientLoader). The retry is here, not in island.tsx's `once`: there it would
 * add bytes to every page's first load, which for a generator page is at its budget.
 */
export function preloadCatalogue(): Promise<unknown> {
  return catalogueData.preload().catch((error: unknown) => {
    catalogueData = serverReady(importCatalogueData);
    throw error;
  });
}

/** The start of a category section's heading id (`category-numbers`). */
const CATEGORY_HEADING = "category-";

/** Marks the element holding the list, where a hydrating page reads its cards back. */
const LIST_ATTRIBUTE = "data-catalogue";
const LIST_MARK = { [LIST_ATTRIBUTE]: "" };

/**
 * The cards the server rendered, read back as entries while the page hydrates: the list is then
 * not in the page's data, and hydrates exactly as sent. A card's title is its first text; its
 * category is its section's (by category) or the line under its title (A to Z).
 */
function entriesInDocument(): CatalogueEntry[] {
  const cards = document.querySelectorAll<HTMLAnchorElement>(
    `[${LIST_ATTRIBUTE}] a.generator-card`,
  );
  return [...cards].map((card) => {
    const [title, categoryLine] = (card.firstElementChild ?? card).childNodes;
    const section = card.closest("section")?.getAttribute("aria-labelledby") ?? "";
    const category = section.startsWith(CATEGORY_HEADING)
      ? section.slice(CATEGORY_HEADING.length)
      : CATEGORIES.find((c) => c.title === categoryLine?.textContent)?.id;
    return {
      id: (card.getAttribute("href") ?? "").slice(1),
      title: title?.textContent ?? "",
      category: category as CategoryId,
      iconText: card.dataset.icon,
    };
  });
}

/** Generators under the letter their sorting title starts with ("Random Animal" under A). */
function byLetter(generators: readonly CatalogueEntry[]) {
  const groups = new Map<string, CatalogueEntry[]>();
  for (const generator of generators) {
    const first = sortingTitle(generator.title).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), generator]);
  }
  return [...groups];
}

/** How far beyond the screen a section's links start being discovered: about a screen ahead. */
const DISCOVERY_MARGIN = "100% 0px";

/**
 * A group of cards, shown as it nears the screen (`render-on-approach`). Its links join Remix's
 * route discovery only then: discovery reads every link on the page after hydration and asks the
 * server for all their routes in one request, and /all's 341 links made that one long task
 * (about 55 ms at 4× CPU, issue 29). A section near the screen is discovered a moment after
 * hydration; the rest as the visitor scrolls, each before it can be clicked.
 */
function CatalogueSection({
  headingId,
  heading,
  label,
  generators,
  withCategory,
}: {
  headingId: string;
  heading: ReactNode;
  label: string;
  generators: readonly CatalogueEntry[];
  /** Whether each card names its category (A to Z, where sections are letters). */
  withCategory?: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const section = ref.current;
    if (near || !section) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DISCOVERY_MARGIN },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section ref={ref} aria-labelledby={headingId} className="render-on-approach">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
        {generators.map((generator) => (
          <li key={generator.id}>
            <GeneratorCard
              generator={generator}
              categoryTitle={withCategory ? getCategory(generator.category)?.title : undefined}
              discover={near ? "render" : "none"}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every generator, filtered as you type, under its category or its letter. */
export function AllGeneratorsPage({ query, view, count }: AllGeneratorsData) {
  const [filter, setFilter] = useState(query);
  // The list comes from catalogue-data.ts once it is here: always on the server, and after a
  // navigation in the browser. A page loaded from its address hydrates from its own cards and
  // loads the module when the filter is first used; until then a filter matches their titles.
  const data = catalogueData.current();
  const [inDocument] = useState(() =>
    data || typeof document === "undefined" ? [] : entriesInDocument(),
  );
  const [, setArrived] = useState(false);
  const loadCatalogue = () => {
    if (!data)
      preloadCatalogue().then(
        () => setArrived(true),
        () => undefined,
      );
  };
  const shown = useMemo(() => {
    if (data) return filterCatalogue(data.CATALOGUE, filter, data.SEARCH_TEXTS);
    // The cards sent are the server's answer to the address's filter (`?q=`).
    return filter === query ? inDocument : filterCatalogue(inDocument, filter, null);
  }, [data, inDocument, filter, query]);
  const viewLink = (target: CatalogueView, label: string) => (
    <Link
      to={target === "az" ? "?view=az" : "."}
      aria-current={view === target ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${
        view === target ? "bg-muted text-fg" : "text-muted-fg hover:text-fg"
      }`}
      preventScrollReset
      replace
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader title="Generators">
        All {count} generators, by category or from A to Z. Every one is unbiased and can be
        reproduced with a seed.
      </PageHeader>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Form
          method="get"
          role="search"
          className="flex max-w-md flex-1 gap-2"
          onSubmit={(e) => e.preventDefault()}
        >
          <label htmlFor="generator-filter" className="sr-only">
            Filter generators
          </label>
          {view === "az" ? <input type="hidden" name="view" value="az" /> : null}
          <input
            id="generator-filter"
            name="q"
            type="search"
            value={filter}
            onFocus={loadCatalogue}
            onChange={(event) => {
              loadCatalogue();
              setFilter(event.target.value);
            }}
            placeholder="Filter generators…"
            autoComplete="off"
            className="w-full rounded-md border border-border bg-bg px-3 py-2"
          />
          <noscript>
            <button type="submit" className="btn btn-primary">
              Filter
            </button>
          </noscript>
        </Form>
        <nav aria-label="Order" className="flex rounded-md border border-border p-0.5">
          {viewLink("categories", "By category")}
          {viewLink("az", "A–Z")}
        </nav>
      </div>
      <p className="sr-only" role="status">
        {shown.length === count ? "" : `${shown.length} generators match.`}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">No generators match “{filter}”. Try a shorter word.</p>
      ) : view === "az" ? (
        <div className="flex flex-col gap-8" {...LIST_MARK}>
          {byLetter(shown).map(([letter, group]) => (
            <CatalogueSection
              key={letter}
              headingId={`letter-${letter}`}
              heading={letter}
              label={`Generators under ${letter}`}
              generators={group}
              withCategory
            />
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-8" {...LIST_MARK}>
          {groupedByCategory(shown).map(({ category, generators: group }) => (
            <CatalogueSection
              key={category.id}
              headingId={`${CATEGORY_HEADING}${category.id}`}
              heading={
                <>
                  <Link to={`/categories/${category.id}`} className="hover:underline">
                    <span aria-hidden="true" className="icon-emoji">
                      {category.iconText}{" "}
                    </span>
                    {category.title}
                  </Link>{" "}
                  <span className="text-base font-normal text-muted-fg">({group.length})</span>
                </>
              }
              label={`${category.title} generators`}
              generators={group}
            />
          ))}
        </div>
      )}
    </>
  );
}
