import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";

import { drawInputClass as inputClass } from "./draw-input-class";
import { formatDrawTime, type PublicDraw } from "./public-draw";

const DrawVerifier = lazy(() => import("./draw-verifier"));

const count = (value: number) => value.toLocaleString("en-US");

/** Entries shown open on the page up to this many; longer lists open on demand. */
const OPEN_ENTRIES = 200;

/** The public record of a draw: commitment, state, winners, entries, and the verifier. */
export function DrawRecordView({ draw }: { draw: PublicDraw }) {
  const [verifying, setVerifying] = useState(false);
  const wheelLink =
    draw.origin === "spin-the-wheel"
      ? `/spin-the-wheel?${new URLSearchParams({
          ...(draw.entries ? { entries: draw.entries.join("\n") } : {}),
          draw: draw.id,
        }).toString()}`
      : null;

  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <div>
        <p className="text-sm font-semibold text-accent">Public draw</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{draw.title}</h1>
        <p className="mt-3" data-testid="commitment">
          {draw.commitment}
        </p>
        <p className="mt-2 text-sm text-muted-fg">
          Public record: <a href={draw.url}>{draw.url}</a>
          {wheelLink ? (
            <>
              {" "}
              · Made from the wheel: <Link to={wheelLink}>open it with this draw</Link>
            </>
          ) : null}
        </p>
      </div>

      <section aria-labelledby="draw-result" className="rounded-lg border border-border p-4">
        <h2 id="draw-result" className="text-xl font-semibold">
          {draw.result ? "Winners" : "Waiting for the beacon"}
        </h2>
        {draw.result ? (
          <>
            <ol className="mt-2 list-decimal pl-6" aria-label="Winners">
              {draw.result.winners.map((winner) => (
                <li key={winner.position} className="break-words">
                  <span className="font-semibold">{winner.entry}</span>{" "}
                  <span className="text-sm text-muted-fg">(line {count(winner.position)})</span>
                </li>
              ))}
            </ol>
            <p className="mt-2 text-sm text-muted-fg">
              Decided at {formatDrawTime(Date.parse(draw.result.resolvedAt))} by drand round{" "}
              {draw.round}, whose signature was verified against the quicknet public key.
            </p>
          </>
        ) : (
          <>
            <p className="mt-2" role="status" data-testid="waiting">
              {draw.waiting?.message}
            </p>
            <p className="mt-2">
              <a href={`/draws/${draw.id}`} className="btn btn-ghost">
                Check again
              </a>
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="draw-facts">
        <h2 id="draw-facts" className="text-xl font-semibold">
          The record
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
          <dt className="font-medium">Entries</dt>
          <dd>{count(draw.entryCount)}</dd>
          <dt className="font-medium">Winners to draw</dt>
          <dd>{draw.winnersCount}</dd>
          <dt className="font-medium">Entries&apos; SHA-256</dt>
          <dd className="font-mono text-sm break-all" data-testid="entries-hash">
            {draw.entriesHash}
          </dd>
          <dt className="font-medium">Committed at</dt>
          <dd>{formatDrawTime(Date.parse(draw.createdAt))}</dd>
          {draw.drawAt ? (
            <>
              <dt className="font-medium">Chosen time</dt>
              <dd>{formatDrawTime(Date.parse(draw.drawAt))}</dd>
            </>
          ) : null}
          <dt className="font-medium">drand round</dt>
          <dd>
            {draw.round} of quicknet, due at {formatDrawTime(Date.parse(draw.dueAt))}
          </dd>
          <dt className="font-medium">Chain</dt>
          <dd className="font-mono text-sm break-all">{draw.chainHash}</dd>
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
      </section>

      {draw.entries ? (
        <section aria-labelledby="draw-entries">
          <h2 id="draw-entries" className="text-xl font-semibold">
            Committed entries
          </h2>
          <details open={draw.entries.length <= OPEN_ENTRIES} className="mt-2">
            <summary className="cursor-pointer">
              {count(draw.entries.length)} entries, in committed order
            </summary>
            <ol className="mt-2 list-decimal pl-8 font-mono text-sm" aria-label="Committed entries">
              {draw.entries.map((entry, i) => (
                <li key={i} className="break-words">
                  {entry}
                </li>
              ))}
            </ol>
          </details>
        </section>
      ) : (
        <OwnEntryCheck draw={draw} />
      )}

      <section aria-labelledby="draw-verify">
        <h2 id="draw-verify" className="text-xl font-semibold">
          Check it yourself
        </h2>
        <p className="mt-2 text-sm text-muted-fg">
          The check runs in your browser: it recomputes the entries&apos; hash, verifies the
          beacon&apos;s signature against the quicknet public key, derives the seed and draws the
          winners again. Or run <code>npx tsx scripts/verify-draw.ts {draw.url}</code>.
        </p>
        {verifying ? (
          <Suspense fallback={<p role="status">Loading the verifier…</p>}>
            <DrawVerifier drawId={draw.id} />
          </Suspense>
        ) : (
          <button type="button" className="btn btn-primary mt-3" onClick={() => setVerifying(true)}>
            Verify this draw
          </button>
        )}
        <noscript>
          <p className="mt-2 text-sm">The browser check needs JavaScript.</p>
        </noscript>
      </section>
    </article>
  );
}

interface CheckAnswer {
  entry: string;
  found: boolean | null;
  message: string;
}

/** For hash-only draws: an entrant checks that their own entry is in the committed list. */
function OwnEntryCheck({ draw }: { draw: PublicDraw }) {
  const answer = useActionData<CheckAnswer>();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="own-entry">
      <h2 id="own-entry" className="text-xl font-semibold">
        Is an entry in the list?
      </h2>
      <p className="mt-2 text-sm text-muted-fg">
        This draw publishes only the hash of its {count(draw.entryCount)} entries. Type your entry
        exactly as you gave it to check that it is in the committed list.
      </p>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" preventScrollReset>
        <input type="hidden" name="intent" value="check-entry" />
        <div className="min-w-0 grow">
          <label htmlFor="own-entry-input" className="mb-1 block font-medium">
            Your entry
          </label>
          <input
            id="own-entry-input"
            name="entry"
            type="text"
            defaultValue={answer?.entry ?? ""}
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className="btn btn-ghost"
          aria-disabled={navigation.state !== "idle" || undefined}
        >
          Check my entry
        </button>
      </Form>
      <p role="status" className="mt-2 min-h-6" data-testid="own-entry-answer">
        {answer?.message ?? ""}
      </p>
    </section>
  );
}
