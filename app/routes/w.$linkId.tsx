import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";

import { GeneralErrorBoundary, pageMeta } from "~/features/shell";
import { WHEEL_LINK_MESSAGES } from "~/features/wheel";
import { wheelLinkTarget } from "~/features/wheel/index.server";

// A wheel's short link: it leads to the wheel page, which reads the stored wheel (seed and all).
// A link that names no wheel is a 404 with the way back the error view gives.

export async function loader({ params, context }: LoaderFunctionArgs) {
  const target = await wheelLinkTarget(context.cloudflare.env.DB, params.linkId ?? "");
  if (!target) throw new Response(WHEEL_LINK_MESSAGES.notFound, { status: 404 });
  return redirect(target);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Wheel link not found" });

/** Never drawn: the loader always redirects or throws. A page route, so a 404 is a page. */
export default function WheelLink() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
