import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";

import { drawInputClass as inputClass } from "./draw-input-class";
import { DrawShare } from "./draw-share";
import { island } from "~/ui/island";
import { useDrawUpdates, useNow, usePrefersReducedMotion } from "./use-draw-updates";
import {
  count,
  countdownText,
  decidedLead,
  pendingLead,
  whenText,
  winnersAnnouncement,
} from "./draw-words";
import { overlapText, type PublicDraw } from "./public-draw";
import { TechnicalRecord } from "./technical-record";
import type { LogTrust } from "./verify-draw-log";

const DrawVerifier = lazy(() => import("./draw-verifier"));

/** A private list's entry check: rendered by the server, its hashing code loaded after. */
const HiddenEntryCheck = island("hidden-entry-check", () =>
  import("./hidden-entry-check").then((module) => module.HiddenEntryCheck),
);

/** Entries shown open on the page up to this many; longer lists open on demand. */
const OPEN_ENTRIES = 200;

/**
 * The public page of a draw: plain words first (when, in the reader's own time, with a
 * countdown), the winners large once decided, sharing, then everything a sceptic needs, folded.
 * It reloads its own data when the round is due, and announces the winners when they arrive.
 */
export function DrawRecordView({
  draw,
  serverNow,
  logTrust = null,
}: {
  draw: PublicDraw;
  serverNow: number;
  /** The keys the verifier checks the log with (this site's), or null without a log key. */
  logTrust?: LogTrust | null;
}) {
  useDrawUpdates(draw);
  const reduced = usePrefersReducedMotion();
  const now = useNow(reduced ? 15_000 : 1_000);
  const dueMs = Date.parse(draw.dueAt);
  // The server writes UTC; once running, the browser says the same in the reader's own time.
  const when =
    now === null
      ? whenText(dueMs, serverNow, { utc: true, zoneWord: "UTC" })
      : whenText(dueMs, now, { zoneWord: "your time" });
  const [announcement, setAnnouncement] = useState("");
  const wasWaiting = useRef(draw.status === "waiting");
  useEffect(() => {
    if (wasWaiting.current && draw.result) {
      setAnnouncement(
        winnersAnnouncement(draw.result.winners.map((winner) => winnerName(winner, draw))),
      );
    }
    wasWaiting.current = draw.status === "waiting";
  }, [draw]);

  const noun = draw.range ? "numbers" : "names";
  const wheelLink =
    draw.origin === "spin-the-wheel"
      ? `/spin-the-wheel?${new URLSearchParams({
          ...(draw.entries ? { entries: draw.entries.join("\n") } : {}),
          draw: draw.id,
        }).toString()}`
      : null;
  const inconsistent = draw.waiting?.reason === "inconsistent";

  return (
    <article className="flex max-w-3xl min-w-0 flex-col gap-6">
      <div>
        <p className="text-sm font-semibold text-accent">Public draw</p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{draw.title}</h1>
        <p className="mt-3 text-lg" data-testid="plain-lead">
          {draw.result ? decidedLead(when) : pendingLead(when)}
        </p>
        <p className="sr-only" role="status" aria-live="polite" data-testid="winners-announcement">
          {announcement}
        </p>
      </div>

      <section
        aria-labelledby="draw-result"
        className="rounded-lg border border-border p-4"
        data-testid="draw-result"
      >
        <h2 id="draw-result" className="text-xl font-semibold">
          {draw.result
            ? draw.result.winners.length === 1
              ? "The winner"
              : "The winners"
            : "Not drawn yet"}
        </h2>
        {draw.result ? (
          <ol className="mt-3 flex flex-col gap-2" aria-label="Winners">
            {draw.result.winners.map((winner, i) => (
              <li key={winner.position} className="flex items-baseline gap-3 break-words">
                <span className="text-lg text-muted-fg" aria-hidden="true">
                  {i + 1}.
                </span>
                <span className="min-w-0 text-3xl font-bold break-words sm:text-4xl">
                  {winnerName(winner, draw)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <>
            {!inconsistent && now !== null ? (
              <p className="mt-2 text-2xl font-semibold" role="timer" data-testid="countdown">
                {countdownText(dueMs - now, { coarse: reduced })}
              </p>
            ) : null}
            <p className="mt-2" data-testid="waiting">
              {draw.waiting?.message}
            </p>
            <noscript>
              <p className="mt-2">
                <a href={`/draws/${draw.id}`} className="btn btn-ghost">
                  Check again
                </a>
              </p>
            </noscript>
          </>
        )}
        {draw.overlaps.count > 0 ? (
          <div className="mt-4 rounded-md border border-border p-3" data-testid="overlaps">
            <p className="font-medium">{overlapText(draw.overlaps, noun)}.</p>
            {draw.overlaps.listed.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {draw.overlaps.listed.map((other) => (
                  <li key={other.id} className="break-words">
                    <Link to={`/draws/${other.id}`}>{other.title}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-1 text-sm text-muted-fg">
              Several draws of nearly the same list on one round could let an organiser show only
              the one they like: ask which draw counts.
            </p>
          </div>
        ) : null}
      </section>

      <DrawShare url={draw.url} />
      {wheelLink ? (
        <p className="text-sm">
          Made from the wheel: <Link to={wheelLink}>open it with this draw</Link>
        </p>
      ) : null}

      {draw.entries ? (
        <section aria-labelledby="draw-entries">
          <h2 id="draw-entries" className="text-xl font-semibold">
            Who is in the draw
          </h2>
          <details open={draw.entries.length <= OPEN_ENTRIES} className="mt-2">
            <summary className="cursor-pointer">
              {count(draw.entries.length)} {draw.entries.length === 1 ? "entry" : "entries"}
              {draw.algorithmVersion >= 2
                ? ", in alphabetical order (the order they were typed in does not matter)"
                : ", in committed order"}
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
      ) : draw.range ? (
        <p>
          The draw is among the whole numbers from {count(draw.range.min)} to{" "}
          {count(draw.range.max)}.
        </p>
      ) : draw.record?.pool.kind === "hidden" ? (
        <HiddenEntryCheck draw={draw} />
      ) : (
        <LegacyEntryCheck draw={draw} />
      )}

      <section aria-labelledby="draw-trust">
        <h2 id="draw-trust" className="text-xl font-semibold">
          Why this draw is fair
        </h2>
        <p className="mt-2">
          The list, the number of winners and the moment of the draw were fixed before the random
          number existed. The number comes from drand, a public service of independent organisations
          (the League of Entropy) that publishes a new signed random number every 3 seconds; nobody
          can predict or choose it. Anyone can redo the draw, here or with nothing but the{" "}
          <Link to="/docs/how-public-draws-work">written method</Link>.
        </p>
      </section>

      <section aria-labelledby="draw-verify">
        <h2 id="draw-verify" className="text-xl font-semibold">
          Check it yourself
        </h2>
        <VerifyPanel draw={draw} logTrust={logTrust} />
      </section>

      <TechnicalRecord draw={draw} />
    </article>
  );
}

/** How a winner is shown: the entry, the number, or a hidden list's leaf. */
function winnerName(
  winner: NonNullable<PublicDraw["result"]>["winners"][number],
  draw: PublicDraw,
): string {
  if (winner.entry !== null) return winner.entry;
  return `Entry ${count(winner.position)} of ${count(draw.entryCount)}`;
}

function VerifyPanel({ draw, logTrust }: { draw: PublicDraw; logTrust: LogTrust | null }) {
  const [verifying, setVerifying] = useState(false);
  return (
    <>
      <p className="mt-2 text-sm text-muted-fg">
        The check runs in your browser: it recomputes the commitment, verifies the random
        number&apos;s signature, derives the seed and draws the winners again.
      </p>
      {verifying ? (
        <Suspense fallback={<p role="status">Loading the verifier…</p>}>
          <DrawVerifier drawId={draw.id} trust={logTrust ?? undefined} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn-primary mt-3" onClick={() => setVerifying(true)}>
          Verify this draw
        </button>
      )}
      <noscript>
        <p className="mt-2 text-sm">The browser check needs JavaScript.</p>
      </noscript>
    </>
  );
}

interface CheckAnswer {
  entry: string;
  found: boolean | null;
  message: string;
}

/** Method-1 draws that publish only the hash: the site's own answer, as it always was. */
function LegacyEntryCheck({ draw }: { draw: PublicDraw }) {
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
