import { Link } from "@remix-run/react";

import { breadcrumbTrail, DEFAULT_ORIGIN, useRootData } from "~/features/shell";
import { Breadcrumb } from "~/ui/breadcrumb";

import type { GeneratorReference } from "./generator-reference.server";

/** Where this page sits: shown above it and named in its BreadcrumbList. */
export const referenceTrail = (reference: { id: string; title: string }) =>
  breadcrumbTrail(
    [
      { name: "Docs", path: "/docs" },
      { name: "Generator reference", path: "/docs/generators" },
    ],
    { name: reference.title, path: `/docs/generators/${reference.id}` },
  );

/** A generator's reference page: inputs, algorithm, a seeded example and its API address. */
export function GeneratorReferenceView({ reference }: { reference: GeneratorReference }) {
  const { example } = reference;
  const apiUrl = `${useRootData()?.site.origin ?? DEFAULT_ORIGIN}${example.apiPath}`;
  return (
    <article>
      <Breadcrumb trail={referenceTrail(reference)} />
      <h1 className="text-3xl font-bold tracking-tight">
        {reference.iconText ? (
          <span aria-hidden="true" className="icon-emoji">
            {reference.iconText}{" "}
          </span>
        ) : null}
        {reference.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-fg">{reference.description}</p>
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-fg">Category</dt>
        <dd>
          <Link to={`/categories/${reference.category.id}`} className="underline">
            {reference.category.title}
          </Link>
        </dd>
        <dt className="text-muted-fg">Address</dt>
        <dd>
          <Link to={`/${reference.id}`} className="underline">
            /{reference.id}
          </Link>
        </dd>
        <dt className="text-muted-fg">Algorithm version</dt>
        <dd>
          {reference.version}
          {reference.legacyVersions.length > 0
            ? ` (older versions kept for their permalinks: ${reference.legacyVersions.join(", ")})`
            : null}
        </dd>
      </dl>

      <div className="docs-content mt-8">
        <h2 id="inputs">Inputs</h2>
        {reference.fields.length === 0 ? (
          <p>This generator has no inputs.</p>
        ) : (
          <table>
            <caption>
              Inputs of {reference.title}, in form order, each with its URL parameter
            </caption>
            <thead>
              <tr>
                <th scope="col">Input</th>
                <th scope="col">Kind</th>
                <th scope="col">Default</th>
                <th scope="col">Accepts</th>
              </tr>
            </thead>
            <tbody>
              {reference.fields.map((field) => (
                <tr key={field.name}>
                  <th scope="row">
                    {field.label}
                    <br />
                    <code>{field.name}</code>
                  </th>
                  <td>{field.kind}</td>
                  <td className="break-anywhere">{field.defaultText}</td>
                  <td>
                    {field.limits}
                    {field.help ? <span className="block text-muted-fg">{field.help}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>
          Settings that contradict each other (a minimum above its maximum, more values without
          repeats than exist) are refused with a message that names the setting. The optional{" "}
          <code>seed</code> makes a run reproducible (
          <Link to="/docs/seeds-and-permalinks">seeds and permalinks</Link>).
        </p>
        {reference.secret ? (
          <p data-testid="secret-generator-note">
            <strong>Its values are secrets.</strong> Its page makes them in your browser from the
            cryptographic generator, with no seed, and its links carry the settings only. Only the
            API still reproduces a seed you send it, for test data: the example below is public, so
            never use it.
          </p>
        ) : null}

        <h2 id="algorithm">Algorithm</h2>
        <p>{reference.algorithm}</p>
        <p>
          That is version {reference.version} of the algorithm. Every random number comes from the
          site&apos;s one random source: the browser&apos;s cryptographic generator, or a ChaCha20
          stream when a seed is given.
          {reference.usesClock
            ? " This generator also reads the clock, so its permalinks carry the time as at."
            : null}
        </p>

        <h2 id="example">Example</h2>
        <p>
          With the seed <code>{example.seed}</code>, algorithm version {example.version} and the
          default settings
          {example.at !== null ? (
            <>
              , at the time <code>{new Date(example.at).toISOString()}</code> (
              <code>at={example.at}</code>)
            </>
          ) : null}
          , the engine gives exactly:
        </p>
        <section aria-label="Example output" className="rounded-lg border border-border p-4">
          {example.summary ? <p className="font-medium">{example.summary}</p> : null}
          {example.notes?.length ? (
            <ul aria-label="Notes" className="text-sm text-muted-fg">
              {example.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          ) : null}
          <ol aria-label="Example values" className="docs-example-values">
            {example.values.map((value, i) => (
              <li key={i}>
                {value.swatches?.length ? (
                  <span className="mr-2 inline-flex gap-1 align-middle" aria-hidden="true">
                    {value.swatches.map((color, j) => (
                      <span
                        key={j}
                        className="inline-block size-5 rounded border border-border"
                        style={{ backgroundColor: color }}
                      />
                    ))}
                  </span>
                ) : null}
                <span className="font-mono break-words whitespace-pre-wrap">{value.text}</span>
              </li>
            ))}
          </ol>
        </section>
        <p>
          <Link to={example.permalink}>Open this example on the {reference.title} page</Link>: the
          permalink carries the same settings, seed and version, so it shows the same values.
        </p>
        <h2 id="api">API</h2>
        <p>
          The same example from the <Link to="/docs/api">public API</Link>, as JSON (add{" "}
          <code>&amp;format=txt</code> or <code>&amp;format=csv</code> for text or CSV):
        </p>
        <p>
          <a href={apiUrl} className="break-all">
            <code>{apiUrl}</code>
          </a>
        </p>
      </div>
    </article>
  );
}
