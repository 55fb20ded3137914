import Check from "lucide/dist/esm/icons/check.mjs";
import Copy from "lucide/dist/esm/icons/copy.mjs";
import { useEffect, useRef, useState } from "react";

import { Icon } from "./icon";
import { copyText } from "~/utils/clipboard";
import { useHydrated } from "~/utils/use-hydrated";

/** How long "Copied!" stays before the button returns to its label. */
const COPIED_FEEDBACK_MS = 2_000;

interface CopyButtonProps {
  text: string;
  /** Nothing to copy for now: the button stays focusable and says so by being dimmed. */
  disabled?: boolean;
  /** A visible text label ("Copy all"); without one it is an icon button with a tooltip. */
  label?: string;
  className?: string;
}

/**
 * A button that copies `text`. As an icon, its tooltip and accessible name read "Copy to
 * clipboard", then "Copied!" (spec §2); with a text label, the label reads "Copied!" for a while.
 */
export function CopyButton({ text, label, className = "", disabled = false }: CopyButtonProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  // Copying needs JavaScript: dimmed, and ignored, until the page is interactive.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const shown =
    state === "copied"
      ? "Copied!"
      : state === "failed"
        ? "Copy failed"
        : (label ?? "Copy to clipboard");
  async function copy() {
    if (off) return;
    setState((await copyText(text)) ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPIED_FEEDBACK_MS);
  }

  if (label) {
    return (
      <button
        type="button"
        className={`btn btn-ghost ${className}`}
        aria-disabled={off || undefined}
        onClick={copy}
      >
        {shown}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`tooltip-trigger btn btn-icon ${className}`}
      aria-label={shown}
      data-tooltip={shown}
      aria-disabled={off || undefined}
      onClick={copy}
    >
      {state === "copied" ? (
        <Icon icon={Check} className="size-4" />
      ) : (
        <Icon icon={Copy} className="size-4" />
      )}
    </button>
  );
}
