import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { copyText } from "~/lib/clipboard";

/** How long "Copied!" stays before the tooltip returns to "Copy to clipboard". */
export const COPIED_FEEDBACK_MS = 2_000;

/**
 * An icon button that copies `text`. Its tooltip and accessible name read "Copy to clipboard",
 * then "Copied!" (spec §2 Saved Values panel; the generator results use the same button).
 */
export function CopyButton({ text, className = "" }: { text: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const label =
    state === "copied" ? "Copied!" : state === "failed" ? "Copy failed" : "Copy to clipboard";
  return (
    <button
      type="button"
      className={`tooltip-trigger btn btn-icon ${className}`}
      aria-label={label}
      data-tooltip={label}
      onClick={async () => {
        setState((await copyText(text)) ? "copied" : "failed");
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setState("idle"), COPIED_FEEDBACK_MS);
      }}
    >
      {state === "copied" ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
