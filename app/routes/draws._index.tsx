import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/features/shell";
import { PageHeader } from "~/ui/page-header";
import { drawPath, formatDrawTime } from "~/features/draws";
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
  const { signedIn, draws } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Public draws">
        Commit the entries first, let a public beacon decide, and let anyone check it in their
        browser. <Link to="/docs/how-public-draws-work">How public draws work</Link>.
      </PageHeader>
      <p>
        <Link to="/draws/new" className="btn btn-primary">
          New public draw
        </Link>
      </p>
      <section aria-labelledby="own-draws" className="mt-8">
        <h2 id="own-draws" className="text-xl font-semibold">
          Your draws
        </h2>
        {!signedIn ? (
          <p className="mt-2 text-muted-fg">
            Signed-in visitors find the draws they create here. Without an account, keep each
            draw&apos;s link: it is the only way back to it.
          </p>
        ) : draws.length === 0 ? (
          <p className="mt-2 text-muted-fg">You have not created a draw yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1" aria-label="Your draws">
            {draws.map((draw) => (
              <li key={draw.id}>
                <Link to={drawPath(draw.id)}>{draw.title}</Link>{" "}
                <span className="text-sm text-muted-fg">
                  committed {formatDrawTime(draw.createdAt)} ·{" "}
                  {draw.resolved ? "decided" : "waiting"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
