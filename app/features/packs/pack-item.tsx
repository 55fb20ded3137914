import { Link } from "@remix-run/react";

import { DrawnRun } from "~/features/generator-page";
import type { PackItemView } from "./page-data";

interface PackItemProps {
  item: PackItemView;
  /** Position in the pack, for ids that stay unique when a generator appears twice. */
  index: number;
  /** The accessible name of the item's results list. */
  resultsLabel: string;
  onMessage: (message: string) => void;
}

/** One generator of a pack page: its title, why it is there, its presets and its results. */
export function PackItem({ item, index, resultsLabel, onMessage }: PackItemProps) {
  const headingId = `pack-item-${index}`;
  const { result } = item;
  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border p-4"
      data-testid="pack-item"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {item.iconText ? (
            <span aria-hidden="true" className="icon-emoji">
              {item.iconText}{" "}
            </span>
          ) : null}
          <Link to={`/${item.generatorId}`} prefetch="intent" className="hover:underline">
            {item.title}
          </Link>
        </h2>
        {item.note ? <p className="mt-1 text-muted-fg">{item.note}</p> : null}
      </div>
      {item.settings.length > 0 ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {item.settings.map((setting) => (
            <div key={setting.label} className="contents">
              <dt className="text-muted-fg">{setting.label}</dt>
              <dd className="break-words">{setting.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {result.ok ? (
        <>
          {result.generation.summary ? (
            <p className="font-medium">{result.generation.summary}</p>
          ) : null}
          {result.generation.notes?.length ? (
            <ul className="text-sm text-muted-fg" aria-label="Notes">
              {result.generation.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          ) : null}
          <DrawnRun
            key={result.seed}
            label={resultsLabel}
            generation={result.generation}
            drawnOnArrival={result.drawnByView}
            source={{
              generatorId: item.generatorId,
              generatorTitle: item.title,
              input: result.input,
              seed: result.seed,
              onMessage,
            }}
          />
          <p className="mt-auto text-sm">
            <Link to={result.openPath} className="underline hover:no-underline">
              Open in generator<span className="sr-only"> ({item.title})</span>
            </Link>
          </p>
        </>
      ) : (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-danger">
          This generator could not run: {result.problem}
        </p>
      )}
    </section>
  );
}
