import { Link } from "@remix-run/react";

import type { GuideProps } from "../guide-props";

export function SeedsAndPermalinksGuide({ facts }: GuideProps) {
  const { exampleLink, clockGenerators, versionedGenerators } = facts;
  return (
    <>
      <h2 id="without-seed">Without a seed</h2>
      <p>
        Values come from your device&apos;s cryptographic random generator (
        <code>crypto.getRandomValues</code>). They cannot be predicted, and they cannot be repeated.
      </p>

      <h2 id="with-seed">With a seed</h2>
      <p>
        Open <em>Seed (optional)</em> under a generator&apos;s settings and type any text. The
        generator then draws from a ChaCha20 keystream (RFC 8439) keyed by the SHA-256 hash of the
        seed&apos;s UTF-8 text, with an all-zero nonce, read as little-endian 32-bit words. The same
        seed, settings and algorithm version give exactly the same values on every device, forever.
      </p>
      <p>
        A seed is trimmed of surrounding spaces and may be 1 to {facts.seed.maxLength} characters
        long, without control characters. An empty seed means no seed. Anyone who knows a seed can
        reproduce its values, so never use a seeded password or key. That is why the secret
        generators ({facts.secretGenerators.map(({ title }) => title).join(", ")}) have no seed at
        all: their values are made in your browser from its cryptographic generator, and their links
        carry the settings only.
      </p>

      <h2 id="permalinks">Permalinks</h2>
      <p>
        A permalink is the generator&apos;s address with every setting in its query string, so
        opening it shows the same values even before JavaScript runs: the server draws them. The
        Share button copies one. If the values on screen were not seeded, Share first draws them
        again with a new random seed, so that the link reproduces exactly what you then see.
      </p>
      <p>
        For example, <Link to={exampleLink.permalink}>this {exampleLink.title} link</Link> always
        gives {exampleLink.values.join(", ")}.
      </p>
      <table>
        <caption>The parameters of a permalink</caption>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              each input, e.g. <code>min</code>, <code>count</code>
            </th>
            <td>
              Every setting by its name (each generator&apos;s{" "}
              <Link to="/docs/generators">reference page</Link> lists them). On/off settings are{" "}
              <code>1</code> or <code>0</code>; lists are their text, one entry per line. Every
              setting is written out, so a later change of a default never changes an old link.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <code>seed</code>
            </th>
            <td>The seed. Without it the values are drawn afresh each time the link opens.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>v</code>
            </th>
            <td>
              The algorithm version the values were drawn with, written whenever there is a seed.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <code>at</code>
            </th>
            <td>
              The time of the run, in milliseconds since 1970-01-01 UTC, for generators whose values
              depend on the clock:{" "}
              {clockGenerators.map((generator, index) => (
                <span key={generator.id}>
                  {index > 0 ? ", " : null}
                  <Link to={`/docs/generators/${generator.id}`}>{generator.title}</Link>
                </span>
              ))}
              . Other generators ignore it.
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="versions">Algorithm versions</h2>
      <p>
        When a generator&apos;s algorithm changes what it draws for a seed, its version goes up and
        the old algorithm is kept, so a permalink with the old <code>v</code> still gives its old
        values.
        {versionedGenerators.length > 0 ? (
          <>
            {" "}
            Generators with kept older versions:{" "}
            {versionedGenerators.map((generator, index) => (
              <span key={generator.id}>
                {index > 0 ? "; " : null}
                <Link to={`/docs/generators/${generator.id}`}>{generator.title}</Link> (version{" "}
                {generator.version}, keeps {generator.legacy.join(", ")})
              </span>
            ))}
            .
          </>
        ) : null}
      </p>

      <h2 id="bad-links">When a link cannot be used as it is</h2>
      <ul>
        <li>
          A setting that cannot be read or is out of range falls back to its default, and the page
          names it. Settings that contradict each other fall back to the defaults together.
        </li>
        <li>
          A seed that is too long or holds control characters is ignored: the values are not seeded.
        </li>
        <li>A version that does not exist is replaced by the current one, and the page says so.</li>
        <li>
          A missing <code>at</code> uses the current time; an invalid one too, and the page says so.
        </li>
      </ul>
      <p>
        Typing a seed into the form and pressing Generate always uses the current version and, for
        the generators that read the clock, the current time; only a permalink carries a fixed{" "}
        <code>v</code> and <code>at</code>.
      </p>
    </>
  );
}
