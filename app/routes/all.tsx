import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";

import { GeneratorCard } from "~/components/generator-card";
import { PageHeader } from "~/components/page-header";
import { generatorsByTitle } from "~/generators/catalogue";
import { GENERATOR_SUMMARIES } from "~/generators/generator-summaries";
import { CATEGORIES } from "~/generators/categories";
import { matchesFilter } from "~/lib/catalogue-filter";
import { pageMeta } from "~/lib/meta";

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "";
  const categoryTitles = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.title]));
  return { query, generators: generatorsByTitle(GENERATOR_SUMMARIES), categoryTitles };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "All Generators",
    path: "/all",
    description:
      "Every random generator on the site: numbers, passwords, names, colours, dice, cards and more.",
  });

export default function AllGenerators() {
  const { query, generators, categoryTitles } = useLoaderData<typeof loader>();
  const [filter, setFilter] = useState(query);
  const shown = useMemo(
    () => generators.filter((g) => matchesFilter(g, categoryTitles[g.category] ?? "", filter)),
    [generators, categoryTitles, filter],
  );
  return (
    <>
      <PageHeader title="Generators">
        All {generators.length} generators, sorted by name. Every one is unbiased and can be
        reproduced with a seed.
      </PageHeader>
      <Form
        method="get"
        role="search"
        className="mb-6 flex max-w-md gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="generator-filter" className="sr-only">
          Filter generators
        </label>
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
      <p className="sr-only" role="status">
        {shown.length === generators.length ? "" : `${shown.length} generators match.`}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">No generators match “{filter}”. Try a shorter word.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Generators">
          {shown.map((generator) => (
            <li key={generator.id}>
              <GeneratorCard
                generator={generator}
                categoryTitle={categoryTitles[generator.category] ?? ""}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
