import { Form, Link } from "@remix-run/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";

import { groupedByCategory, sortingTitle } from "~/engine/listing";
import { PageHeader } from "~/ui/page-header";

import type { AllGeneratorsData, CatalogueView } from "./all-generators.server";
import {
  type CatalogueEntry,
  filterCatalogue,
  type SearchTexts,
  unpackCatalogue,
  unpackSearchTexts,
} from "./catalogue-filter";
import { GeneratorCard } from "./generator-card";

let searchTextsLoad: Promise<SearchTexts> | null = null;

/** The filter's search texts (search-texts.ts), fetched once; again after a failed fetch. */
function loadSearchTexts(): Promise<SearchTexts> {
  return (searchTextsLoad ??= import("./search-texts").then(
    (module) => module.SEARCH_TEXTS,
    (error: unknown) => {
      searchTextsLoad = null;
      throw error;
    },
  ));
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
  categoryTitles,
}: {
  headingId: string;
  heading: ReactNode;
  label: string;
  generators: readonly CatalogueEntry[];
  categoryTitles?: Record<string, string>;
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
              categoryTitle={categoryTitles?.[generator.category]}
              discover={near ? "render" : "none"}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every generator, filtered as you type, under its category or its letter. */
export function AllGeneratorsPage({
  query,
  view,
  catalogue,
  searchTexts,
  categoryTitles,
}: AllGeneratorsData) {
  const generators = useMemo(() => unpackCatalogue(catalogue), [catalogue]);
  const [filter, setFilter] = useState(query);
  const [texts, setTexts] = useState<SearchTexts | null>(() =>
    searchTexts === null ? null : unpackSearchTexts(generators, searchTexts),
  );
  const loadTexts = () => {
    // Until they come (or if they cannot), the filter matches titles.
    if (!texts) loadSearchTexts().then(setTexts, () => undefined);
  };
  const shown = useMemo(
    () => filterCatalogue(generators, filter, texts),
    [generators, filter, texts],
  );
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
        All {generators.length} generators, by category or from A to Z. Every one is unbiased and
        can be reproduced with a seed.
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
            onFocus={loadTexts}
            onChange={(event) => {
              loadTexts();
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
        {shown.length === generators.length ? "" : `${shown.length} generators match.`}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">No generators match “{filter}”. Try a shorter word.</p>
      ) : view === "az" ? (
        <div className="flex flex-col gap-8">
          {byLetter(shown).map(([letter, group]) => (
            <CatalogueSection
              key={letter}
              headingId={`letter-${letter}`}
              heading={letter}
              label={`Generators under ${letter}`}
              generators={group}
              categoryTitles={categoryTitles}
            />
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {groupedByCategory(shown).map(({ category, generators: group }) => (
            <CatalogueSection
              key={category.id}
              headingId={`category-${category.id}`}
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
