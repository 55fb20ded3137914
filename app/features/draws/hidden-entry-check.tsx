import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { useId, useState, type FormEvent } from "react";

import { drawInputClass as inputClass } from "./draw-input-class";
import { leafHash, saltOfReceiptCode, verifyInclusion } from "./hidden-list";
import { canonicalText } from "./canonical-form";
import type { PublicDraw } from "./public-draw";
import { errorMessageOf, fetchJson } from "~/utils/fetch-json";
import { useHydrated } from "~/utils/use-hydrated";

/** Every answer of the check, written once. */
export const ENTRY_CHECK_MESSAGES = {
  missing: "Type your entry and your receipt code, as they are on your receipt.",
  badCode:
    "A receipt code is 24 letters and digits (hyphens and spaces do not matter), as on your receipt.",
  notFound:
    "This entry and receipt code are not in the committed list. Check both exactly as they are on your receipt.",
  failed: "The check could not reach the site: try again in a moment.",
  badProof:
    "The site answered with a proof that does not lead to the committed root: do not trust this answer, and tell the organiser.",
  included: (entry: string, position: number, count: number) =>
    `“${entry}” is in the committed list (leaf ${position} of ${count}): its proof leads to the committed root, checked in your browser.`,
  won: (place: number, of: number) => ` It won: winner ${place} of ${of}.`,
  lost: " It is not among the winners.",
} as const;

interface Answer {
  tone: "ok" | "problem";
  text: string;
}

/**
 * For a hidden list: the entrant types their entry and receipt code, the browser computes the
 * leaf, asks the site where it is, and checks the proof against the committed root itself. The
 * site never sees the entry or the code, only the leaf, which says nothing without the code.
 */
export function HiddenEntryCheck({ draw }: { draw: PublicDraw }) {
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { entry: useId(), code: useId() };
  const pool = draw.record?.pool;
  if (pool?.kind !== "hidden") return null;
  const { root, count } = pool;

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const entry = canonicalText(String(form.get("entry") ?? ""));
    const code = String(form.get("code") ?? "");
    if (entry === "" || code.trim() === "") {
      setAnswer({ tone: "problem", text: ENTRY_CHECK_MESSAGES.missing });
      return;
    }
    const salt = saltOfReceiptCode(code);
    if (!salt) {
      setAnswer({ tone: "problem", text: ENTRY_CHECK_MESSAGES.badCode });
      return;
    }
    const leaf = leafHash(salt, entry);
    setBusy(true);
    try {
      const answer = await fetchJson(
        `/api/v1/draws/${encodeURIComponent(draw.id)}/proof?leaf=${bytesToHex(leaf)}`,
      );
      if (!answer.reached) {
        setAnswer({ tone: "problem", text: ENTRY_CHECK_MESSAGES.failed });
        return;
      }
      if (answer.status === 404) {
        setAnswer({ tone: "problem", text: ENTRY_CHECK_MESSAGES.notFound });
        return;
      }
      const body = answer.body as { position?: number; proof?: string[] } | null;
      if (!answer.ok || body?.position === undefined || !body.proof) {
        setAnswer({
          tone: "problem",
          text: errorMessageOf(answer.body) ?? ENTRY_CHECK_MESSAGES.failed,
        });
        return;
      }
      const proven = verifyInclusion(
        leaf,
        body.position - 1,
        count,
        body.proof.map((node) => hexToBytes(node)),
        hexToBytes(root),
      );
      if (!proven) {
        setAnswer({ tone: "problem", text: ENTRY_CHECK_MESSAGES.badProof });
        return;
      }
      const winners = draw.result?.winners ?? [];
      const place = winners.findIndex((winner) => winner.position === body.position);
      const outcome = !draw.result
        ? ""
        : place >= 0
          ? ENTRY_CHECK_MESSAGES.won(place + 1, winners.length)
          : ENTRY_CHECK_MESSAGES.lost;
      setAnswer({
        tone: "ok",
        text: ENTRY_CHECK_MESSAGES.included(entry, body.position, count) + outcome,
      });
    } catch {
      setAnswer({ tone: "problem", text: ENTRY_CHECK_MESSAGES.failed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="own-entry" className="rounded-lg border border-border p-4">
      <h2 id="own-entry" className="text-xl font-semibold">
        Are you in this draw?
      </h2>
      <p className="mt-2 text-sm text-muted-fg">
        The list of this draw is private. Each entrant got a receipt code from the organiser: with
        your entry and your code, your browser checks that you are in the committed list (and
        whether you won). Without a code, nobody can tell who is in it, this site included.
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(event) => void check(event)}>
        <div className="min-w-0 grow basis-48">
          <label htmlFor={ids.entry} className="mb-1 block font-medium">
            Your entry
          </label>
          <input
            id={ids.entry}
            name="entry"
            type="text"
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <div className="min-w-0 grow basis-48">
          <label htmlFor={ids.code} className="mb-1 block font-medium">
            Your receipt code
          </label>
          <input
            id={ids.code}
            name="code"
            type="text"
            autoComplete="off"
            spellCheck={false}
            className={`${inputClass} font-mono`}
          />
        </div>
        <button
          type="submit"
          className="btn btn-ghost"
          aria-disabled={!hydrated || busy || undefined}
        >
          Check my entry
        </button>
      </form>
      <p
        role="status"
        className={`mt-2 min-h-6 ${answer?.tone === "problem" ? "text-danger" : ""}`}
        data-testid="own-entry-answer"
      >
        {answer?.text ?? ""}
      </p>
      <noscript>
        <p className="text-sm">The check runs in your browser and needs JavaScript.</p>
      </noscript>
    </section>
  );
}
