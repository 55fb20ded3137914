import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/features/shell";
import { DrawsListPage } from "~/features/draws";
import { getUserId } from "~/features/accounts/index.server";
import { listOwnDraws } from "~/features/draws/index.server";
import { pageMeta } from "~/features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Public draws",
    path: "/draws",
    description:
      "Giveaways and raffles anyone can verify: entries committed first, winners decided by the drand public beacon.",
  });

/** Signed-in visitors see the draws they created; everyone gets the way to make one. */
export async function loader(args: LoaderFunctionArgs) {
  const userId = await getUserId(args);
  if (!userId) return { signedIn: false, draws: [] };
  const draws = await listOwnDraws(args.context.cloudflare.env.DB, userId);
  return {
    signedIn: true,
    draws: draws.map((draw) => ({
      id: draw.id,
      title: draw.title,
      createdAt: draw.createdAt,
      resolved: draw.resolution !== null,
    })),
  };
}

export default function DrawsPage() {
  return <DrawsListPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
