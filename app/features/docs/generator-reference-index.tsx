import { Link } from "@remix-run/react";

import { breadcrumbTrail } from "~/features/shell";
import { Breadcrumb } from "~/ui/breadcrumb";
import { PageHeader } from "~/ui/page-header";

import type { GeneratorReferenceIndexData } from "./generator-reference-index.server";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
export const REFERENCE_INDEX_TRAIL = breadcrumbTrail([{ name: "Docs", path: "/docs" }], {
  name: "Generator reference",
  path: "/docs/generators",
});

/** Every generator's reference page, linked under its category. */
export function GeneratorReferenceIndex({ groups }: GeneratorReferenceIndexData) {
  return (
    <>
      <Breadcrumb trail={REFERENCE_INDEX_TRAIL} />
      <PageHeader title="Generator reference">
        For every generator: each input with its default and limits, how the algorithm draws its
        values, its version, and a seeded example with its exact output.
      </PageHeader>
      <nav aria-label="Categories" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ category }) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:bg-card"
              >
                <span aria-hidden="true" className="icon-emoji">
                  {category.iconText}
                </span>
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-10">
        {groups.map(({ category, generators }) => (
          <section
            key={category.id}
            id={category.id}
            aria-labelledby={`${category.id}-title`}
            className="scroll-mt-20"
          >
            <h2 id={`${category.id}-title`} className="mb-3 text-xl font-semibold">
              <span aria-hidden="true" className="icon-emoji">
                {category.iconText}{" "}
              </span>
              {category.title}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {generators.map((generator) => (
                <li key={generator.id}>
                  <Link
                    to={`/docs/generators/${generator.id}`}
                    prefetch="intent"
                    className="flex h-full flex-col gap-1 rounded-lg border border-border p-4 hover:border-accent hover:bg-card"
                  >
                    <span className="flex items-center gap-2 font-semibold">
                      {generator.iconText ? (
                        <span aria-hidden="true" className="icon-emoji">
                          {generator.iconText}
                        </span>
                      ) : null}
                      {generator.title}
                    </span>
                    <span className="text-sm text-muted-fg">{generator.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
