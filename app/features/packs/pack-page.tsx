import { Form, Link } from "@remix-run/react";
import Link2 from "lucide/dist/esm/icons/link-2.mjs";
import Shuffle from "lucide/dist/esm/icons/shuffle.mjs";
import { useState } from "react";

import { breadcrumbTrail } from "~/features/shell";
import { Breadcrumb } from "~/ui/breadcrumb";
import { CopyButton } from "~/ui/copy-button";
import { Icon } from "~/ui/icon";

import { PackItem } from "./pack-item";
import type { PackPageData } from "./page-data";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
export const packTrail = (pack: PackPageData["pack"]) =>
  breadcrumbTrail([{ name: "Packs", path: "/packs" }], {
    name: pack.title,
    path: `/packs/${pack.id}`,
  });

/** Names each item's results list, numbering a generator that appears more than once. */
function resultsLabels(data: PackPageData): string[] {
  return data.items.map((item, index) => {
    const same = data.items.filter((other) => other.title === item.title);
    if (same.length === 1) return `${item.title} results`;
    const position = data.items.slice(0, index + 1).filter((o) => o.title === item.title).length;
    return `${item.title} results (${position} of ${same.length})`;
  });
}

/** A pack's page: its run, its seed and permalink, and every generator's results. */
export function PackPage({ data }: { data: PackPageData }) {
  const { pack } = data;
  const [message, setMessage] = useState("");
  const labels = resultsLabels(data);

  return (
    <article>
      <Breadcrumb trail={packTrail(pack)} />
      <h1 className="text-3xl font-bold tracking-tight">
        <span aria-hidden="true" className="icon-emoji">
          {pack.iconText}{" "}
        </span>
        {pack.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-fg">{pack.description}</p>

      {data.problems.length > 0 ? (
        <div role="alert" className="mt-6 rounded-lg border border-danger px-4 py-3">
          <p className="font-semibold text-danger">Some settings in this link could not be used:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.problems.map((problem, i) => (
              <li key={i}>
                {problem.field ? <code className="mr-1">{problem.field}</code> : null}
                {problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-muted px-4 py-3">
        {/* A plain GET form without a seed: a fresh run, with or without JavaScript. */}
        <Form method="get" action={`/packs/${pack.id}`} preventScrollReset>
          <button type="submit" className="btn btn-primary">
            <Icon icon={Shuffle} className="size-4" />
            Run pack
          </button>
        </Form>
        <p role="status" className="min-w-0 flex-1 text-sm" data-testid="pack-seed">
          Seed <code className="font-mono">{data.seed}</code>: the permalink reproduces every result
          on this page.
        </p>
        <span className="flex flex-wrap items-center gap-2">
          <Link to={data.permalink} className="btn btn-ghost">
            <Icon icon={Link2} className="size-4" />
            Permalink
          </Link>
          <CopyButton text={data.permalinkUrl} label="Copy permalink" />
        </span>
      </div>

      <ol
        className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2"
        aria-label={`Generators in ${pack.title}`}
      >
        {data.items.map((item, index) => (
          <li key={`${data.seed}/${index}`}>
            <PackItem
              item={item}
              index={index}
              resultsLabel={labels[index] ?? `${item.title} results`}
              onMessage={setMessage}
            />
          </li>
        ))}
      </ol>
      <p role="status" className="mt-3 min-h-6 text-sm text-muted-fg">
        {message}
      </p>
    </article>
  );
}
