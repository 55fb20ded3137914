import { Link } from "@remix-run/react";
import Search from "lucide/dist/esm/icons/search.mjs";
import type { ReactNode } from "react";

import { ArticleCard } from "~/features/docs";
import { PackCard } from "~/features/packs";
import { searchController } from "~/features/search";
import { useRootData } from "~/features/shell";
import { Icon } from "~/ui/icon";
import { useHydrated } from "~/utils/use-hydrated";

import { GeneratorCard } from "./generator-card";
import { QuickTools } from "./quick-tools";
import type { HomePageData } from "./home-page.server";

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="render-on-approach mt-12">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {more ? (
          <Link
            to={more.to}
            prefetch="intent"
            className="text-sm font-medium text-accent hover:underline"
          >
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The home page's search. Its own component: the switch to the button once React runs re-renders
 * this alone, not the whole page in one synchronous pass after hydration (issue 29.1).
 */
function HomeSearch({ generatorCount }: { generatorCount: number }) {
  const hydrated = useHydrated();
  return hydrated ? (
    // With JavaScript: opens the search dialog (as the header button and Ctrl/⌘ K do).
    <button
      type="button"
      onClick={() => searchController.open()}
      className="mt-6 flex w-full max-w-xl items-center gap-2 rounded-lg border border-border bg-bg px-3 py-2 text-left text-muted-fg hover:border-accent"
    >
      <Icon icon={Search} className="size-5 shrink-0" />
      <span>Search {generatorCount} generators...</span>
    </button>
  ) : (
    // Without JavaScript: the same search, answered by the server on /all.
    <form action="/all" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
      <label htmlFor="home-search" className="sr-only">
        Search generators
      </label>
      <input
        id="home-search"
        name="q"
        type="search"
        placeholder={`Search ${generatorCount} generators...`}
        className="w-full rounded-lg border border-border bg-bg px-3 py-2"
      />
      <button type="submit" className="btn btn-primary">
        Search
      </button>
    </form>
  );
}

/** The home page: search, generators to use at once, popular generators, categories, draws, class lists, packs and articles. */
export function HomePage({
  generatorCount,
  quickTools,
  popular,
  categories,
  packs,
  articles,
}: HomePageData) {
  const site = useRootData()?.site;
  return (
    <>
      <section className="py-6">
        <h1 className="text-4xl font-bold tracking-tight">{site?.appName}</h1>
        <p className="mt-3 text-lg text-muted-fg">{site?.appDescription}</p>
        <HomeSearch generatorCount={generatorCount} />
      </section>

      <QuickTools tools={quickTools} />

      <Section
        id="popular"
        title="Popular generators"
        more={{ to: "/all", label: `All ${generatorCount} generators` }}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="popular">
          {popular.map((generator) => (
            <li key={generator.id}>
              <GeneratorCard generator={generator} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="categories"
        title="Categories"
        more={{ to: "/categories", label: "All categories" }}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="categories">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/categories/${category.id}`}
                prefetch="intent"
                className="flex h-full items-center gap-2 rounded-lg border border-border p-3 font-medium hover:border-accent hover:bg-card"
              >
                <span aria-hidden="true" className="icon-emoji">
                  {category.iconText}
                </span>
                {category.title}
                <span className="ml-auto text-sm font-normal text-muted-fg">
                  {category.count} <span className="sr-only">generators</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="draws" title="Public draws" more={{ to: "/draws", label: "Your draws" }}>
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl">
            A giveaway or a class draw anyone can check: the list is fixed first, then a public
            random number that nobody can know in advance picks the winners, at the time you choose.
          </p>
          <Link to="/draws/new" prefetch="intent" className="btn btn-primary shrink-0">
            Make a public draw
          </Link>
        </div>
      </Section>

      <Section id="class-lists" title="Class lists">
        <div className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl">
            Type your class once, then fill the wheel, Pick From a List or the team generators with
            it in one click, and pick in rotation: nobody twice until everyone has had a turn.
          </p>
          <Link to="/lists" className="btn btn-ghost shrink-0">
            Make a class list
          </Link>
        </div>
      </Section>

      <Section id="packs" title="Packs" more={{ to: "/packs", label: "All packs" }}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="packs">
          {packs.map((pack) => (
            <li key={pack.id}>
              <PackCard pack={pack} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="articles"
        title="Latest articles"
        more={{ to: "/articles", label: "All articles" }}
      >
        <ul className="grid gap-4 lg:grid-cols-3" aria-labelledby="articles">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
