import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { DrawPage } from "~/features/draws";
import { GeneralErrorBoundary } from "~/features/shell";
import { requestNow } from "~/features/draws/index.server";
import { viewDraw } from "~/features/draws/index.server";
import { legacyEntryCheck, takeMembershipCheck } from "~/features/draws/index.server";
import { pageMeta } from "~/features/shell";
import { logTrust } from "~/features/transparency-log/index.server";

const NOT_FOUND = "There is no draw at this address. Check the link: a draw's id is 22 characters.";

/** The draw, resolved first when its round is due (the first view after it does the work). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const draw = await viewDraw(env, request, params.drawId ?? "");
  if (!draw) throw new Response(NOT_FOUND, { status: 404 });
  return { draw, serverNow: requestNow(env, request), logTrust: logTrust(env) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  if (!loaded) return pageMeta(matches, { title: "Draw not found" });
  const { draw } = loaded;
  return pageMeta(matches, {
    title: `${draw.title} (public draw)`,
    description: draw.commitment,
    // Unlisted draws are reachable by link only: no canonical path, so the page says noindex.
    ...(draw.listed ? { path: `/draws/${draw.id}` } : {}),
  });
};

/**
 * The page's only POST: for method-1 draws that publish only the hash, an entrant checks
 * whether their entry is in the committed list (method 2 proves it in the browser instead). It
 * reads the draw, changes nothing, and counts against the client's membership checks; every
 * other method or intent is refused, as nothing may change a committed draw.
 */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const refuse = () =>
    new Response("A committed draw cannot be changed.", {
      status: 405,
      headers: { Allow: "GET, POST" },
    });
  if (request.method !== "POST") throw refuse();
  const form = await request.formData();
  if (form.get("intent") !== "check-entry") throw refuse();
  const asked = String(form.get("entry") ?? "");
  const limit = await takeMembershipCheck(request);
  if (!limit.ok) {
    return data(
      { entry: asked, found: null, message: limit.message },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const checked = await legacyEntryCheck(context.cloudflare.env.DB, params.drawId ?? "", asked);
  if (!checked) throw new Response(NOT_FOUND, { status: 404 });
  const { entry, found } = checked;
  if (entry === "") {
    return data(
      { entry: asked, found: null, message: "Type your entry to check it." },
      { status: 400 },
    );
  }
  return {
    entry,
    found,
    message: found
      ? `“${entry}” is in the committed list.`
      : `“${entry}” is not in the committed list (after trimming and Unicode NFC).`,
  };
}

export default function DrawRoute() {
  return <DrawPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
