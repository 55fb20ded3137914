import Download from "lucide/dist/esm/icons/download.mjs";
import Link2 from "lucide/dist/esm/icons/link-2.mjs";
import Presentation from "lucide/dist/esm/icons/presentation.mjs";
import type { RefObject } from "react";

import { EmbedCode } from "~/features/embed";
import { Icon } from "~/ui/icon";
import { CopyButton } from "~/ui/copy-button";
import { useHydrated } from "~/utils/use-hydrated";
import type { GeneratedValue } from "~/engine/core/engine";
import type { DownloadFormat } from "~/utils/downloads";
import { valuesAsText } from "~/utils/values-text";

import { shareRun } from "./share-run";

const FORMATS: readonly DownloadFormat[] = ["txt", "csv", "json"];

/**
 * The actions on a whole run: present it full screen, copy all, download as text, CSV or JSON,
 * and share a link. Disabled while no run matches the settings (nothing stale can be copied or
 * shared). The page loads it as an island: it is painted from the server's HTML and works once
 * its chunk is here, right after the page is interactive.
 */
export default function ResultsToolbar({
  values,
  disabled,
  onPresent,
  presentRef,
  onDownload,
  sharePath,
  secret,
  onMessage,
}: {
  values: readonly GeneratedValue[];
  disabled: boolean;
  onPresent: () => void;
  /** Presentation mode gives focus back to the Present button when it closes. */
  presentRef: RefObject<HTMLButtonElement>;
  onDownload: (format: DownloadFormat) => void;
  /** The link Share copies (null while nothing can be shared). */
  sharePath: string | null;
  secret: boolean;
  /** Says what Share did. */
  onMessage: (message: string) => void;
}) {
  // Every action needs JavaScript: dimmed, and ignored, until the page is interactive.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        ref={presentRef}
        type="button"
        className="btn btn-ghost"
        aria-disabled={!hydrated || undefined}
        onClick={() => hydrated && onPresent()}
      >
        <Icon icon={Presentation} className="size-4" />
        Present
      </button>
      <CopyButton text={valuesAsText(values)} label="Copy all" disabled={disabled} />
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-ghost"
          aria-disabled={off || undefined}
          onClick={() => !off && onDownload(format)}
        >
          <Icon icon={Download} className="size-4" />
          <span>
            <span className="sr-only">Download </span>.{format}
          </span>
        </button>
      ))}
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => !off && sharePath && void shareRun(sharePath, secret).then(onMessage)}
        aria-disabled={off || undefined}
      >
        <Icon icon={Link2} className="size-4" />
        Share
      </button>
      <EmbedCode />
    </div>
  );
}
