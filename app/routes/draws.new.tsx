import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { NewDrawPage } from "~/features/draws";
import { GeneralErrorBoundary } from "~/features/shell";
import { getUserId } from "~/features/accounts/index.server";
import { prefilledDrawForm, submitDrawForm } from "~/features/draws/index.server";
import { pageMeta } from "~/features/shell";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "New public draw",
    path: "/draws/new",
    description:
      "Commit a list of entries now and let the drand public beacon pick the winners later: a draw anyone can verify.",
  });

/** The form, prefilled from "Make this a public draw" (entries, winners and where it came from). */
export function loader({ request }: LoaderFunctionArgs) {
  return { values: prefilledDrawForm(request) };
}

/** The form's POST: creates the draw and goes to its page, or shows every problem. */
export function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  return submitDrawForm(context.cloudflare.env, request, {
    userId: () => getUserId(args),
    defer: (work) => context.cloudflare.ctx.waitUntil(work),
  });
}

export default function NewDrawRoute() {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return <NewDrawPage values={useLoaderData<typeof loader>().values} answer={answer} busy={busy} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
