import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { WHEEL_GENERATOR_ID } from "~/engine/shared/wheel-id";
import { type EmbedData, GeneratorEmbed, WheelEmbed } from "~/features/embed";
import { loadEmbed } from "~/features/embed/index.server";
import { GeneralErrorBoundary, SITE_CONFIG_DEFAULTS, rootDataFrom } from "~/features/shell";

/** /embed/{generatorId}: a generator (or the wheel) for another site's page, framable by any. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadEmbed(params.generatorId ?? "", new URL(request.url), context.cloudflare.env.DB);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const appName = rootDataFrom(matches)?.site.appName ?? SITE_CONFIG_DEFAULTS.APP_NAME;
  const page = (data as EmbedData | undefined)?.page;
  return page
    ? [
        { title: `${page.generator.title} · ${appName}` },
        { name: "description", content: page.generator.description },
      ]
    : [{ title: `Not embeddable · ${appName}` }];
};

export default function EmbedPage() {
  const data = useLoaderData<typeof loader>() as unknown as EmbedData;
  return data.page.generator.id === WHEEL_GENERATOR_ID ? (
    <WheelEmbed data={data} />
  ) : (
    <GeneratorEmbed data={data} />
  );
}

export function ErrorBoundary() {
  return (
    <main className="p-3">
      <GeneralErrorBoundary />
    </main>
  );
}
