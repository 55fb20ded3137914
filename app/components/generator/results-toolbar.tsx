import { Download, Link2 } from "lucide-react";

import { CopyButton } from "~/components/ui/copy-button";
import type { GeneratedValue } from "~/generators/core/engine";
import type { DownloadFormat } from "~/lib/downloads";
import { valuesAsText } from "~/lib/values-text";

const FORMATS: readonly DownloadFormat[] = ["txt", "csv", "json"];

/**
 * The actions on a whole run: copy all, download as text, CSV or JSON, and share a link.
 * Disabled while no run matches the settings (nothing stale can be copied or shared).
 */
export function ResultsToolbar({
  values,
  disabled,
  onDownload,
  onShare,
}: {
  values: readonly GeneratedValue[];
  disabled: boolean;
  onDownload: (format: DownloadFormat) => void;
  onShare: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton text={valuesAsText(values)} label="Copy all" disabled={disabled} />
      {FORMATS.map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-ghost"
          aria-disabled={disabled || undefined}
          onClick={() => !disabled && onDownload(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">Download </span>.{format}
          </span>
        </button>
      ))}
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => !disabled && onShare()}
        aria-disabled={disabled || undefined}
      >
        <Link2 aria-hidden="true" className="size-4" />
        Share
      </button>
    </div>
  );
}
