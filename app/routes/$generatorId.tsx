import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";

import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { pageMeta } from "~/lib/meta";

export function loader({ params }: LoaderFunctionArgs) {
  throw new Response(`There is no generator called "${params.generatorId ?? ""}".`, {
    status: 404,
  });
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { title: "Page not found" });

export default function GeneratorPage() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
