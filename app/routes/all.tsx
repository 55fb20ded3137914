import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { AllGeneratorsPage } from "~/features/catalogue";
import { allGeneratorsData } from "~/features/catalogue/index.server";
import { pageMeta } from "~/features/shell";

export const loader = ({ request }: LoaderFunctionArgs) => allGeneratorsData(new URL(request.url));

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
