import { useEffect, useId, useRef, useState } from "react";

import { drawInputClass as inputClass } from "./draw-input-class";
import type { LogTrust } from "./verify-draw-log";
import type { VerifyStep } from "./verify-steps";
import { fetchJson } from "~/utils/fetch-json";

// Loaded only when "Verify this draw" is pressed (a lazy chunk with the BLS code behind it).

const OUTCOME_LABEL: Record<VerifyStep["outcome"], string> = {
  pass: "pass",
  fail: "fail",
  skipped: "not checked",
  "before-log": "made before the public log",
};

const UNFETCHED = "The public record could not be fetched: reload the page and try again.";

/** Fetches the draw's public record, re-does every step, and lets a sceptic edit and re-check. */
export default function DrawVerifier({ drawId, trust }: { drawId: string; trust?: LogTrust }) {
  const [record, setRecord] = useState("");
  const [steps, setSteps] = useState<VerifyStep[] | null>(null);
  const [message, setMessage] = useState("Fetching the public record…");
  const recordId = useId();

  async function check(text: string) {
    setMessage("Checking every step…");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setSteps(null);
      setMessage("The record is not valid JSON: fix it and check again.");
      return;
    }
    const { verifyDraw } = await import("./verify-draw");
    const { verifySummary } = await import("./verify-steps");
    const outcome = await verifyDraw(parsed, trust);
    setSteps(outcome);
    setMessage(verifySummary(outcome).text);
  }

  // The latest check (it reads the trusted keys), for the fetch below that runs once per draw.
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  });

  useEffect(() => {
    let live = true;
    void (async () => {
      const answer = await fetchJson(`/api/v1/draws/${encodeURIComponent(drawId)}`);
      if (!live) return;
      if (!answer.reached || !answer.ok || answer.body === null) {
        setMessage(UNFETCHED);
        return;
      }
      const text = JSON.stringify(answer.body, null, 2);
      setRecord(text);
      // The verifier's chunk may fail to load (offline): the same advice as a failed fetch.
      await latestCheck.current(text).catch(() => {
        if (live) setMessage(UNFETCHED);
      });
    })();
    return () => {
      live = false;
    };
  }, [drawId]);

  return (
    <div className="mt-3 flex flex-col gap-3">
      <p role="status" className="font-medium" data-testid="verify-summary">
        {message}
      </p>
      {steps ? (
        <ol className="flex flex-col gap-2" aria-label="Verification steps">
          {steps.map((step) => (
            <li
              key={step.name}
              className="rounded-md border border-border p-3"
              data-outcome={step.outcome}
            >
              <p className="font-semibold">
                {step.name}:{" "}
                <span className={step.outcome === "fail" ? "text-danger" : undefined}>
                  {OUTCOME_LABEL[step.outcome]}
                </span>
              </p>
              <p className="text-sm break-words">{step.detail}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <label htmlFor={recordId} className="font-medium">
        Draw record (JSON): edit any field and check again to see a step fail
      </label>
      <textarea
        id={recordId}
        value={record}
        onChange={(event) => setRecord(event.target.value)}
        rows={10}
        className={`${inputClass} font-mono text-sm`}
      />
      <div>
        <button type="button" className="btn btn-ghost" onClick={() => void check(record)}>
          Check again
        </button>
      </div>
    </div>
  );
}
