import { lazy, Suspense } from "react";

import { PageHeader } from "~/ui/page-header";
import { useHydrated } from "~/utils/use-hydrated";

const ClassListsManager = lazy(() => import("./class-lists-manager"));

/**
 * /lists: the visitor's class lists. The lists live in the browser or the account, so the
 * server sends the page's frame and the lists arrive with the manager's chunk.
 */
export function ClassListsPage() {
  const hydrated = useHydrated();
  const loading = <p className="text-sm text-muted-fg">Loading your lists…</p>;
  return (
    <article>
      <PageHeader title="Class lists" iconText="📋">
        <p>
          Type a list of names once and use it in any tool that takes entries: the wheel, Pick From
          a List, the team and group generators, Secret Santa, seating and order, public draws. Pick
          in rotation and nobody is picked twice until everyone has been picked.
        </p>
      </PageHeader>
      {hydrated ? <Suspense fallback={loading}>{<ClassListsManager />}</Suspense> : loading}
    </article>
  );
}
