import { Link } from "@remix-run/react";

import { count } from "./draw-words";
import { BEFORE_LOG_TEXT, logStartTime, type PublicDraw } from "./public-draw";

/** The command a stranger runs to check the draw without a browser (the README quotes it). */
export const verifyCommand = (url: string) => `npx tsx scripts/verify-draw.ts ${url}`;

/** Everything a sceptic needs, folded below the plain page. */
export function TechnicalRecord({ draw }: { draw: PublicDraw }) {
  const time = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;
  return (
    <details className="rounded-lg border border-border p-4" data-testid="technical-record">
      <summary className="cursor-pointer font-semibold">The technical record</summary>
      <p className="mt-3 text-sm" data-testid="commitment">
        {draw.commitment}
      </p>
      <dl className="mt-3 grid min-w-0 grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        {draw.commitmentHash ? (
          <>
            <dt className="font-medium">Commitment (SHA-256 of the record)</dt>
            <dd className="font-mono text-sm break-all" data-testid="commitment-hash">
              {draw.commitmentHash}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-medium">Entries&apos; SHA-256</dt>
            <dd className="font-mono text-sm break-all" data-testid="entries-hash">
              {draw.entriesHash}
            </dd>
          </>
        )}
        <dt className="font-medium">Entries</dt>
        <dd>{count(draw.entryCount)}</dd>
        <dt className="font-medium">Winners to draw</dt>
        <dd>{draw.winnersCount}</dd>
        <dt className="font-medium">Committed at</dt>
        <dd>{time(draw.createdAt)}</dd>
        {draw.drawAt ? (
          <>
            <dt className="font-medium">Chosen time</dt>
            <dd>{time(draw.drawAt)}</dd>
          </>
        ) : null}
        <dt className="font-medium">drand round</dt>
        <dd>
          {draw.round} of quicknet, due at {time(draw.dueAt)}
        </dd>
        <dt className="font-medium">Chain</dt>
        <dd className="font-mono text-sm break-all">{draw.chainHash}</dd>
        <dt className="font-medium">Public log</dt>
        <dd data-testid="log-entry">
          {draw.log ? (
            <>
              entry {count(draw.log.index)} of the <Link to="/log">transparency log</Link>, in the
              checkpoint below (its inclusion proof is in the{" "}
              <a href={`/api/v1/draws/${draw.id}`}>API record</a>)
              <pre className="mt-1 font-mono text-xs break-all whitespace-pre-wrap">
                {draw.log.checkpoint}
              </pre>
            </>
          ) : (
            <UnloggedText draw={draw} />
          )}
        </dd>
        {draw.result ? (
          <>
            <dt className="font-medium">Randomness</dt>
            <dd className="font-mono text-sm break-all">{draw.result.randomness}</dd>
            <dt className="font-medium">Signature</dt>
            <dd className="font-mono text-sm break-all">{draw.result.signature}</dd>
            <dt className="font-medium">Seed</dt>
            <dd className="font-mono text-sm break-all">{draw.result.seed}</dd>
          </>
        ) : null}
        <dt className="font-medium">Method</dt>
        <dd>
          version {draw.algorithmVersion},{" "}
          <Link to="/docs/how-public-draws-work">how public draws work</Link>
        </dd>
        <dt className="font-medium">Visibility</dt>
        <dd>{draw.listed ? "Listed" : "Unlisted: reachable by link only"}</dd>
      </dl>
      {draw.record ? (
        <>
          <p className="mt-3 font-medium">The committed record</p>
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
            tabIndex={0}
            className="mt-1 max-h-64 overflow-auto rounded-md border border-border p-2 text-xs break-all whitespace-pre-wrap"
          >
            {JSON.stringify(draw.record, null, 1)}
          </pre>
        </>
      ) : null}
      <p className="mt-3 text-sm">From a terminal, in a checkout of this site:</p>
      <p
        className="mt-1 rounded-md border border-border p-2 font-mono text-sm break-all"
        data-testid="verify-command"
      >
        {verifyCommand(draw.url)}
      </p>
    </details>
  );
}

/**
 * What the technical record says of a draw without a log proof: made before the log began (its
 * first entry is later), not in it though made after, or not in a published checkpoint yet.
 */
function UnloggedText({ draw }: { draw: PublicDraw }) {
  const log = <Link to="/log">transparency log</Link>;
  const started = logStartTime(draw);
  if (started === null) return <>not in a published checkpoint of the {log} (yet)</>;
  if (Date.parse(draw.createdAt) < Date.parse(started)) {
    return (
      <>
        not in the {log}, which began at {started}: {BEFORE_LOG_TEXT}
      </>
    );
  }
  return (
    <>
      not in the {log}, though committed after it began ({started}): the verification fails it
    </>
  );
}
