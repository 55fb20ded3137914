import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";

import { AllGeneratorsPage, preloadCatalogue } from "~/features/catalogue";
import { allGeneratorsData } from "~/features/catalogue/index.server";
import { pageMeta } from "~/features/shell";

export const loader = ({ request }: LoaderFunctionArgs) => allGeneratorsData(new URL(request.url));

/**
 * A navigation to /all (or between its views) brings the list it renders with its data; if the
 * list cannot come, the page loads from the server, which sends it as HTML.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([
    serverLoader<typeof loader>(),
    preloadCatalogue().catch(() => {
      // The browser loads the page itself, and the navigation waits for it.
      window.location.assign(request.url);
      return new Promise<never>(() => undefined);
    }),
  ]);
  return data;
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "All Generators",
    path: "/all",
    description:
      "Every random generator on the site: numbers, passwords, names, colours, dice, cards and more.",
  });

export default function AllGenerators() {
  return <AllGeneratorsPage {...useLoaderData<typeof loader>()} />;
}
