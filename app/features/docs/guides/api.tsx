import { Link } from "@remix-run/react";
import { Fragment } from "react";

import { DRAW_LIMITS } from "~/features/draws";

import type { GuideProps } from "../guide-props";

/** A code sample the reader copies as it is. */
function Sample({ label, children }: { label: string; children: string }) {
  return (
    <figure>
      <figcaption className="text-sm text-muted-fg">{label}</figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region */}
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}

/**
 * A method and path in the addresses table: on a narrow screen the path may break before one of
 * its slashes (the <wbr>s, as long addresses are broken in print), never inside a name.
 */
function Address({ method, path }: { method: string; path: string }) {
  return (
    <code className="break-normal">
      {method}{" "}
      {path.split("/").map((part, index) => (
        <Fragment key={index}>
          {index > 1 ? <wbr /> : null}
          {index > 0 ? "/" : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

export function ApiGuide({ facts, site }: GuideProps) {
  const { api, exampleLink, seed } = facts;
  const { mcp } = api;
  const base = `${site.origin}${api.base}`;
  const mcpUrl = `${site.origin}${mcp.path}`;
  /** The server's name in a client's configuration. */
  const mcpName = site.appName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const example = `${site.origin}${exampleLink.apiPath}`;
  const run = `${base}/generators/${exampleLink.id}`;
  const megabytes = (api.maxBodyBytes / 1024 / 1024).toLocaleString("en-US");
  const { limit, period } = site.apiRateLimit;
  const { outputParameter: output, formatParameter: format } = api;
  return (
    <>
      <p>
        Every generator of {site.appName} answers over HTTP as well as on its page: no key, no
        sign-up, no cookies. A script, a spreadsheet, a chat bot or a stream overlay can ask for
        values, and the same inputs and seed give exactly the values the generator&apos;s page
        shows, today and later.
      </p>

      <h2 id="addresses">Addresses</h2>
      <table>
        <caption>The API&apos;s addresses</caption>
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col">Answer</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <Address method="GET" path={`${api.base}/generators`} />
            </th>
            <td>
              Every generator with its id, title, category, description, version and inputs as JSON
              Schema, and the categories.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Address method="GET" path={`${api.base}/generators/{id}?…`} />
            </th>
            <td>
              Runs the generator. The query takes exactly the parameters of its permalink: each
              input by name (<code>count</code>, <code>min</code>…), <code>seed</code>,{" "}
              <code>v</code> and, for generators that read the clock, <code>at</code>; and{" "}
              <code>{output}</code> for the <a href="#formats">format</a>. Each generator&apos;s{" "}
              <Link to="/docs/generators">reference page</Link> lists its inputs.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Address method="POST" path={`${api.base}/generators/{id}`} />
            </th>
            <td>
              The same, with the fields in a JSON body, for inputs too long for an address. A list
              may be its text (one entry per line) or an array of entries.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Address method="POST" path={`${api.base}/draws`} />
            </th>
            <td>
              Creates a <Link to="/docs/how-public-draws-work">public draw</Link> from a JSON body:{" "}
              <code>title</code>, <code>entries</code> (text, one per line, or an array) or{" "}
              <code>source: &quot;range&quot;</code> with <code>range</code>, and optionally{" "}
              <code>winners</code>, <code>drawAt</code> (with <code>utcOffset</code>),{" "}
              <code>listed</code> and <code>hashOnly</code>; any other field, or a date the calendar
              does not have, is a 400 naming it. Answers 201 with the draw&apos;s record, committed
              to a future drand round (and, for <code>hashOnly</code>, the entrants&apos; receipt
              codes, given this once).
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Address method="GET" path={`${api.base}/draws/{id}`} />
            </th>
            <td>
              A draw&apos;s public record, with its winners once its round is published and
              verified. Nothing changes a draw: other methods get a 405.{" "}
              <Address method="GET" path={`${api.base}/draws/{id}/proof?leaf=…`} /> proves an entry
              of a private list (at most {DRAW_LIMITS.membershipChecksPerMinute} a minute).
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Address method="GET" path={`${api.base}/openapi.json`} />
            </th>
            <td>An OpenAPI 3.1 description of all of it, for client generators and tools.</td>
          </tr>
          <tr>
            <th scope="row">
              <Address method="POST" path={mcp.path} />
            </th>
            <td>
              The generators and draws as tools for AI agents, over the Model Context Protocol (
              <a href="#mcp">below</a>).
            </td>
          </tr>
        </tbody>
      </table>
      <p>A run answers:</p>
      <Sample label="The JSON of a run">
        {JSON.stringify(
          {
            generator: exampleLink.id,
            version: exampleLink.version,
            seed: seed.exampleSeed,
            at: null,
            inputs: exampleLink.input,
            values: exampleLink.values.map((text) => ({ text, data: { "…": "…" } })),
            ...(exampleLink.summary ? { summary: exampleLink.summary } : {}),
            permalink: `${site.origin}${exampleLink.permalink}`,
          },
          null,
          2,
        )}
      </Sample>
      <p>
        <code>values</code> holds each value as <code>text</code> (what the page shows and copies)
        and, where a value has a structure, its <code>data</code>. <code>seed</code> is the seed
        used: the one you sent, or a fresh one when you sent none, so every answer can be
        reproduced. <code>permalink</code> opens the generator&apos;s page with the same values.
      </p>

      <h2 id="examples">Examples</h2>
      <Sample label="curl">{`curl '${example}'`}</Sample>
      <p>The same request in each format (see Formats below):</p>
      {api.formats.map((format) => (
        <Sample key={format} label={`curl, ${format}`}>
          {`curl '${run}?count=3&seed=${seed.exampleSeed}&${output}=${format}'`}
        </Sample>
      ))}
      <Sample label="curl, one value per line, asked with Accept">
        {`curl -H 'Accept: text/plain' '${run}?count=5'`}
      </Sample>
      <Sample label="JavaScript (fetch)">
        {`const response = await fetch("${run}?count=3&seed=${seed.exampleSeed}");
const result = await response.json();
if (!response.ok) throw new Error(result.error.message);
console.log(result.values.map((value) => value.text));`}
      </Sample>
      <Sample label="JavaScript (fetch), a long list in a POST body">
        {`const response = await fetch("${base}/generators/pick-from-list", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ entries: ["Ada", "Grace", "Linus"], count: 2 }),
});
console.log((await response.json()).values);`}
      </Sample>
      <Sample label="Python">
        {`import json, urllib.request

with urllib.request.urlopen("${run}?count=3&seed=${seed.exampleSeed}") as response:
    result = json.load(response)
print([value["text"] for value in result["values"]])`}
      </Sample>
      <Sample label="Spreadsheet (Google Sheets)">
        {`=IMPORTDATA("${run}?count=10&${output}=csv")`}
      </Sample>
      <h2 id="formats">Formats</h2>
      <p>
        The answer can be JSON (the default), plain text with one value per line (
        <code>?{output}=txt</code> or <code>Accept: text/plain</code>) or CSV with a header row (
        <code>?{output}=csv</code> or <code>Accept: text/csv</code>), the same files the page&apos;s
        Download button gives. Formats: {api.formats.join(", ")}. No generator has an input called{" "}
        <code>{output}</code>, so it works on every one. Its older name <code>{format}</code> still
        works on the generators that have no input of that name; on{" "}
        {api.formatInputGenerators.map(({ id }, index) => (
          <span key={id}>
            {index > 0 ? ", " : null}
            <code>{id}</code>
          </span>
        ))}{" "}
        <code>{format}</code> is the generator&apos;s own input (how its values are written), so use{" "}
        <code>{output}</code> there. Without either, <code>Accept</code> decides by its quality
        values: the type with the highest <code>q</code> wins, a tie goes to the one listed first,
        and JSON is the answer when none of the three is accepted.
      </p>

      <h2 id="mcp">Use it from an AI agent (MCP)</h2>
      <p>
        {site.appName} is also a Model Context Protocol server at <code>{mcpUrl}</code>, so an AI
        agent can call every generator as a tool. It speaks MCP&apos;s Streamable HTTP transport
        statelessly: no key, no session, one JSON answer per request. Add it to your MCP
        client&apos;s configuration (the <code>mcpServers</code> form most clients read):
      </p>
      <Sample label="MCP client configuration (JSON)">
        {JSON.stringify({ mcpServers: { [mcpName]: { type: "http", url: mcpUrl } } }, null, 2)}
      </Sample>
      <Sample label="Claude Code">{`claude mcp add --transport http ${mcpName} ${mcpUrl}`}</Sample>
      <p>
        Each generator is a tool named by its id (<code>{exampleLink.id}</code>), with its
        description and, as its input schema, the JSON body of a POST above: its inputs,{" "}
        <code>seed</code>, <code>v</code> and <code>at</code>. A call answers the same JSON as the
        API for the same inputs and seed, values, seed and permalink included, as structured content
        and as text; a call the API would refuse answers an error with the API&apos;s message. The
        tools of secret generators say so in their description and carry{" "}
        <code>&quot;secret&quot;: true</code> in their <code>_meta</code>. Two more tools make and
        read public draws: <code>{mcp.drawTools.create}</code> takes the body of{" "}
        <code>POST {api.base}/draws</code> and <code>{mcp.drawTools.read}</code> a draw&apos;s{" "}
        <code>id</code>. Every request to <code>{mcp.path}</code> counts against the same rate limit
        as the API.
      </p>

      <h2 id="reproduce">Reproducing a result</h2>
      <p>
        A seed fixes the values: the same generator, inputs, seed and algorithm version (
        <code>v</code>) give the same values forever, on the page and in the API alike (the{" "}
        <Link to="/docs/seeds-and-permalinks">seeds guide</Link> explains how). To reproduce a
        result later, keep its <code>seed</code>, <code>version</code> and <code>inputs</code> (and{" "}
        <code>at</code> for generators that read the clock), or simply its <code>permalink</code>:
        sending them again gives the same <code>values</code>. For example,{" "}
        <a href={example}>this request</a> always answers {exampleLink.values.join(", ")}.
      </p>

      <h2 id="secrets">Secret generators</h2>
      <p>
        These generators make secrets: the generator list marks them with{" "}
        <code>&quot;secret&quot;: true</code>, the OpenAPI document with <code>x-secret: true</code>{" "}
        and the MCP server in its tools&apos; <code>_meta</code>.
      </p>
      <ul aria-label="Secret generators">
        {facts.secretGenerators.map(({ id, title }) => (
          <li key={id}>
            <span aria-hidden="true" className="icon-emoji">
              🔒
            </span>{" "}
            <Link to={`/${id}`}>{title}</Link> <code>{id}</code>
          </li>
        ))}
      </ul>
      <p>
        Called without a <code>seed</code>, one answers <code>&quot;seed&quot;: null</code> and{" "}
        <code>&quot;permalink&quot;: null</code>: its values come straight from the cryptographic
        source, and nothing in the answer or in any log can make them again. Answers of a secret
        generator are always <code>no-store</code>.{" "}
        <strong>
          A seed you send still reproduces its values: anyone who knows that seed has the secret
        </strong>
        , so send one only for test data, never for a password or key you will use.
      </p>

      <h2 id="caching">Caching and browsers</h2>
      <p>
        An answer to a request that pins its seed and version <code>v</code> (and <code>at</code>{" "}
        for generators that read the clock) never changes, so it comes with an <code>ETag</code> and{" "}
        <code>Cache-Control: {api.cacheControl.pinned}</code>. With a seed but no <code>v</code>,
        the values change when a new version of the generator is deployed: such an answer has an{" "}
        <code>ETag</code> and <code>Cache-Control: {api.cacheControl.seeded}</code>. Send the ETag
        back as <code>If-None-Match</code> to get a short 304. Requests without a seed (and clock
        generators without <code>at</code>), and every answer of a secret generator, are{" "}
        <code>no-store</code>. Any web page may call the API: CORS allows every origin for GET and
        POST, without credentials.
      </p>

      <h2 id="limits">Limits</h2>
      <ul>
        <li>
          The inputs have the page&apos;s limits: <code>count</code> from 1 to{" "}
          {api.maxCount.toLocaleString("en-US")}, and each generator&apos;s own bounds on lists,
          lengths and other work, listed on its reference page.
        </li>
        <li>A POST body may be up to {megabytes} MB of JSON.</li>
        <li>
          Each client (by IP address) may send {limit.toLocaleString("en-US")} requests every{" "}
          {period} seconds on this site
          {limit === api.defaultRateLimit.limit && period === api.defaultRateLimit.period
            ? ""
            : ` (a new deployment allows ${api.defaultRateLimit.limit} every ${api.defaultRateLimit.period} seconds)`}
          , counted over any {period} seconds (a sliding window, so no burst at the turn of a minute
          gets twice the limit through). Past that, the answer is a 429 with{" "}
          <code>Retry-After</code>.
        </li>
        <li>
          Every answer says the quota in the <code>RateLimit-Policy</code> and{" "}
          <code>RateLimit</code> headers of the IETF draft (draft-ietf-httpapi-ratelimit-headers):{" "}
          <code>
            &quot;api&quot;;q={limit};w={period}
          </code>{" "}
          is the policy, and <code>&quot;api&quot;;r=…;t=…</code> the requests left and the seconds
          until one more is allowed.
        </li>
      </ul>

      <h2 id={api.termsAnchor}>Terms of use</h2>
      <p>
        The API is free to use from any site, app, script or agent: no key, no sign-up and no
        cookie, within the rate limit above. The values it answers are yours to use as you like.
        Lists drawn from published data sets (names, places, words) keep the licences of their
        sources, which are recorded with the site&apos;s code. It comes with no warranty: where
        others must be able to check a result, use a public draw, which anyone can verify without
        trusting this site.
      </p>

      <h2 id="errors">Errors</h2>
      <p>
        Every error is JSON: <code>{`{ "error": { "code", "message", "field"? } }`}</code>, with the
        status below. The messages are the ones the generator page shows for the same input.
      </p>
      <p>
        The API reads its parameters exactly, where a permalink on the page is read leniently: a
        whole number is written in digits (<code>count=3</code>, not <code>3.0</code>,{" "}
        <code>0x3</code>, <code>3e0</code> or <code>&quot; 3&quot;</code>), an option by its value
        (the error lists the values), and a parameter the run would not use is refused with the
        reason: an unknown name, <code>at</code> on a generator that does not read the clock, or{" "}
        <code>v</code> without a <code>seed</code>.
      </p>
      <table>
        <caption>Error codes</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Code</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {api.errors.map(({ code, status, meaning }) => (
            <tr key={code}>
              <td>{status}</td>
              <th scope="row">
                <code>{code}</code>
              </th>
              <td>{meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
