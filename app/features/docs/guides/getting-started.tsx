import { Link } from "@remix-run/react";

import { Kbd } from "~/ui/kbd";
import type { GuideProps } from "../guide-props";

export function GettingStartedGuide({ facts }: GuideProps) {
  return (
    <>
      <p>
        Every generator works the same way: choose one, set its inputs and press Generate. There is
        nothing to install and no account to make.
      </p>

      <h2 id="find">Find a generator</h2>
      <ul>
        <li>
          Press <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> (<Kbd>⌘</Kbd> + <Kbd>K</Kbd> on a Mac) or the{" "}
          <em>Search generators...</em> button in the header, and type part of a name, a category or
          a keyword such as &ldquo;dice&rdquo; or &ldquo;uuid&rdquo;.
        </li>
        <li>
          Browse <Link to="/all">all generators</Link> by title, or by{" "}
          <Link to="/categories">category</Link>.
        </li>
        <li>
          Look a generator up in the <Link to="/docs/generators">generator reference</Link>: its
          inputs, limits, algorithm and a worked example.
        </li>
      </ul>

      <h2 id="generate">Generate</h2>
      <p>
        A generator page opens with a first result already drawn with the default settings. Change
        the settings and press <strong>Generate</strong>, or press <Kbd>Enter</Kbd> in a number or
        text field. A setting that cannot be used gets a message next to it, and nothing you typed
        is lost. Results of more than 100 values are shown a page at a time.
      </p>
      <p>
        When JavaScript runs, values are generated in your browser. Without it the settings form
        still works: the server generates the values for the page it sends back.
      </p>

      <h2 id="results">Use the results</h2>
      <ul>
        <li>The copy button beside a value copies that value; Copy all copies the whole run.</li>
        <li>
          The star saves a value to your Saved Values, opened by the round button in the bottom
          right corner, where you can copy it again later (
          <Link to="/docs/saved-values-and-privacy">where saved values are kept</Link>).
        </li>
        <li>
          Download <code>.txt</code> (one value per line), <code>.csv</code> or <code>.json</code>{" "}
          (with the structured parts of each value, such as a card&apos;s suit and rank; the JSON
          also holds the settings, the seed and the algorithm version).
        </li>
        <li>
          Share copies a link that reproduces exactly the values on screen (
          <Link to="/docs/seeds-and-permalinks">seeds and permalinks</Link>).
        </li>
      </ul>

      <h2 id="fair">Fair by construction</h2>
      <p>
        All randomness comes from one source: your device&apos;s cryptographic generator, or, when
        you give a seed such as <code>{facts.seed.exampleSeed}</code>, a ChaCha20 stream keyed by
        that seed. Whole numbers are drawn by rejection sampling, never by taking a remainder, so no
        value is more likely than another; shuffles are Fisher–Yates shuffles. Each generator&apos;s
        reference page says exactly how it draws.
      </p>
    </>
  );
}
