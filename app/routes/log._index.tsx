import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary, pageMeta } from "~/features/shell";
import { getSiteConfig } from "~/features/shell/index.server";
import { LogPage } from "~/features/transparency-log";
import { latestCheckpoint, logTrust } from "~/features/transparency-log/index.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "The public log of draws",
    path: "/log",
    description:
      "An append-only public log of every draw's commitment, with signed checkpoints and witnesses: nobody, including us, can rewrite a draw.",
  });

/** The latest checkpoint, the log's key and its witnesses. */
export async function loader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const checkpoint = await latestCheckpoint(env.DB);
  const trust = logTrust(env);
  return {
    checkpoint: checkpoint?.note ?? null,
    logKey: trust?.logKey ?? null,
    witnessKeys: trust?.witnessKeys ?? [],
    site: getSiteConfig(env).origin,
  };
}

export default function LogRoute() {
  return <LogPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
