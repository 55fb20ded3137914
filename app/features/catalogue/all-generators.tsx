import { Form, Link } from "@remix-run/react";
import { useMemo, useState } from "react";

import type { GeneratorSummary } from "~/engine/generator-summaries";
import { generatorsByCategory, sortingTitle } from "~/engine/listing";
import { PageHeader } from "~/ui/page-header";

import type { AllGeneratorsData, CatalogueView } from "./all-generators.server";
import { matchesFilter } from "./catalogue-filter";
import { GeneratorCard } from "./generator-card";

/** Generators under the letter their sorting title starts with ("Random Animal" under A). */
function byLetter(generators: readonly GeneratorSummary[]) {
  const groups = new Map<string, GeneratorSummary[]>();
  for (const generator of generators) {
    const first = sortingTitle(generator.title).charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), generator]);
  }
  return [...groups];
}

function CardGrid({
  label,
  generators,
  categoryTitles,
}: {
  label: string;
  generators: readonly GeneratorSummary[];
  categoryTitles?: Record<string, string>;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {generators.map((generator) => (
        <li key={generator.id}>
          <GeneratorCard
            generator={generator}
            categoryTitle={categoryTitles?.[generator.category]}
          />
        </li>
      ))}
    </ul>
  );
}

/** Every generator, filtered as you type, under its category or its letter. */
export function AllGeneratorsPage({ query, view, generators, categoryTitles }: AllGeneratorsData) {
  const [filter, setFilter] = useState(query);
  const shown = useMemo(
    () => generators.filter((g) => matchesFilter(g, categoryTitles[g.category] ?? "", filter)),
    [generators, categoryTitles, filter],
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
            onChange={(event) => setFilter(event.target.value)}
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
            <section
              key={letter}
              aria-labelledby={`letter-${letter}`}
              className="render-on-approach"
            >
              <h2 id={`letter-${letter}`} className="mb-3 text-xl font-semibold">
                {letter}
              </h2>
              <CardGrid
                label={`Generators under ${letter}`}
                generators={group}
                categoryTitles={categoryTitles}
              />
            </section>
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {generatorsByCategory(shown).map(({ category, generators: group }) => (
            <section
              key={category.id}
              aria-labelledby={`category-${category.id}`}
              className="render-on-approach"
            >
              <h2 id={`category-${category.id}`} className="mb-3 text-xl font-semibold">
                <Link to={`/categories/${category.id}`} className="hover:underline">
                  <span aria-hidden="true" className="icon-emoji">
                    {category.iconText}{" "}
                  </span>
                  {category.title}
                </Link>{" "}
                <span className="text-base font-normal text-muted-fg">({group.length})</span>
              </h2>
              <CardGrid label={`${category.title} generators`} generators={group} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}
