import Star from "lucide/dist/esm/icons/star.mjs";

import { Icon } from "~/ui/icon";
import { CopyButton } from "~/ui/copy-button";
import { useSavedValues } from "~/features/saved-values";
import { useHydrated } from "~/utils/use-hydrated";

import type { ValueSource } from "./value-actions";

/** The copy and save (star) buttons of one value (loaded as an island by value-actions.tsx). */
export default function ValueButtons({
  text,
  source,
  className = "",
}: {
  text: string;
  source: ValueSource;
  className?: string;
}) {
  const { isSaved, toggle } = useSavedValues({ savesHere: true });
  const hydrated = useHydrated();
  const saved = isSaved(source.generatorId, text);
  // A secret leaves the page only by Copy (or a download the visitor asks for): never saved.
  if (source.secret) {
    return (
      <span className={`flex shrink-0 items-center gap-1 ${className}`}>
        <CopyButton text={text} />
      </span>
    );
  }
  return (
    <span className={`flex shrink-0 items-center gap-1 ${className}`}>
      <CopyButton text={text} />
      <button
        type="button"
        className="tooltip-trigger btn btn-icon"
        aria-pressed={saved}
        // Saving needs JavaScript: not clickable until the page is interactive.
        disabled={!hydrated}
        aria-label={saved ? "Remove from saved values" : "Save value"}
        data-tooltip={saved ? "Saved" : "Save value"}
        onClick={async () => {
          source.onMessage(
            await toggle({
              generatorId: source.generatorId,
              generatorTitle: source.generatorTitle,
              value: text,
              inputs: source.input,
              seed: source.seed,
            }),
          );
        }}
      >
        <Icon icon={Star} className={`size-4 ${saved ? "fill-current text-accent" : ""}`} />
      </button>
    </span>
  );
}
