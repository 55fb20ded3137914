import type { MetaFunction } from "@remix-run/cloudflare";

import { ClassListsPage } from "~/features/class-lists";
import { GeneralErrorBoundary, pageMeta } from "~/features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Class lists",
    path: "/lists",
    description:
      "Keep a class list once and use it in the wheel, Pick From a List, team generators and more, with no repeats until everyone has been picked.",
  });

export default function ListsRoute() {
  return <ClassListsPage />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
