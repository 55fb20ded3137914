import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { GeneratorReferenceView, referenceTrail } from "~/features/docs";
import { generatorReference } from "~/features/docs/index.server";
import { GeneralErrorBoundary, pageMeta } from "~/features/shell";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.generatorId ?? "";
  const reference = await generatorReference(id);
  if (!reference) throw new Response(`There is no generator called "${id}".`, { status: 404 });
  return reference;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        title: `${data.title} reference`,
        description: `${data.title}: every input with its default and limits, the algorithm (version ${data.version}) and a seeded example with its exact output.`,
        path: `/docs/generators/${data.id}`,
        breadcrumbs: referenceTrail(data),
      })
    : pageMeta(matches, { title: "Page not found" });

export default function GeneratorReferencePage() {
  return <GeneratorReferenceView reference={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
