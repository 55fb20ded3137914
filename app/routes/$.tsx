import type { MetaFunction } from "@remix-run/cloudflare";

import { GeneralErrorBoundary } from "~/features/shell";
import { pageMeta } from "~/features/shell";

/** Any path no other route claims: a real 404 inside the site layout. */
export function loader() {
  throw new Response("There is no page at this address.", { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Page not found" });

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
