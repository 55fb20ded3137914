import { lazy, Suspense, useEffect, useState } from "react";

import { registerServiceWorker, type ApplyUpdate } from "./service-worker-client";

const UpdatePrompt = lazy(() => import("./update-prompt"));

/**
 * Offline use on every page: registers the service worker once the page is interactive, and
 * shows "New version available" when a new deployment's worker is waiting. The status region
 * is always there, so the prompt is announced when it appears; its code loads only then.
 */
export function OfflineUpdates() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null);
  useEffect(() => registerServiceWorker((next) => setApply(() => next)), []);
  return (
    <div role="status" className="fixed bottom-4 left-4 z-40 max-w-xs empty:hidden">
      {apply ? (
        <Suspense fallback={null}>
          <UpdatePrompt onReload={apply} onDismiss={() => setApply(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
