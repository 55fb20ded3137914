import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { DrawRecordView } from "~/features/draws";
import { GeneralErrorBoundary } from "~/features/shell";
import { canonicalEntries } from "~/features/draws";
import { readDraw } from "~/features/draws/index.server";
import { viewDraw } from "~/features/draws/index.server";
import { pageMeta } from "~/features/shell";

const NOT_FOUND = "There is no draw at this address. Check the link: a draw's id is 22 characters.";

/** The draw, resolved first when its round is due (the first view after it does the work). */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const draw = await viewDraw(context.cloudflare.env, request, params.drawId ?? "");
  if (!draw) throw new Response(NOT_FOUND, { status: 404 });
  return { draw };
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
 * The page's only POST: an entrant checks whether their entry is in the committed list (for
 * draws that publish only the hash). It reads the draw and changes nothing; every other method
 * or intent is refused, as nothing may change a committed draw.
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
  const record = await readDraw(context.cloudflare.env.DB, params.drawId ?? "");
  if (!record) throw new Response(NOT_FOUND, { status: 404 });
  const asked = String(form.get("entry") ?? "");
  const [entry = ""] = canonicalEntries(asked);
  if (entry === "") {
    return data(
      { entry: asked, found: null, message: "Type your entry to check it." },
      { status: 400 },
    );
  }
  const found = record.entries.includes(entry);
  return {
    entry,
    found,
    message: found
      ? `“${entry}” is in the committed list.`
      : `“${entry}” is not in the committed list (after trimming and Unicode NFC).`,
  };
}

export default function DrawPage() {
  const { draw } = useLoaderData<typeof loader>();
  return <DrawRecordView draw={draw} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
