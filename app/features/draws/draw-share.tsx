import { lazy, Suspense, useState } from "react";

import { CopyButton } from "~/ui/copy-button";
import { useHydrated } from "~/utils/use-hydrated";

const DrawQr = lazy(() => import("./draw-qr"));

/** The draw's public link with a Copy button and a QR code for a classroom screen. */
export function DrawShare({ url }: { url: string }) {
  const [showQr, setShowQr] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-fg">Share this page: anyone with the link can follow it.</p>
      <p className="min-w-0 font-mono text-sm break-all" data-testid="draw-link">
        <a href={url}>{url}</a>
      </p>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={url} label="Copy link" />
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={showQr}
          aria-disabled={!hydrated || undefined}
          onClick={() => hydrated && setShowQr((shown) => !shown)}
        >
          {showQr ? "Hide QR code" : "Show QR code"}
        </button>
      </div>
      {showQr ? (
        <Suspense fallback={<p role="status">Drawing the QR code…</p>}>
          <DrawQr text={url} label="QR code of the link to this draw" />
        </Suspense>
      ) : null}
    </div>
  );
}
