import { Link } from "@remix-run/react";
import { useMemo, useSyncExternalStore } from "react";

import { PageHeader } from "~/ui/page-header";

import { MY_DRAWS_STORAGE_KEY, readMyDraws } from "./my-draws";
import { drawPath, formatDrawTime } from "./public-draw";

/** A draw of the signed-in account, as /draws lists it. */
export interface OwnDrawLine {
  id: string;
  title: string;
  createdAt: number;
  resolved: boolean;
}

/** /draws: the way to make a draw, the draws made in this browser and the account's draws. */
export function DrawsListPage({ signedIn, draws }: { signedIn: boolean; draws: OwnDrawLine[] }) {
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
      <BrowserDraws />
      <section aria-labelledby="own-draws" className="mt-8">
        <h2 id="own-draws" className="text-xl font-semibold">
          Your account&apos;s draws
        </h2>
        {!signedIn ? (
          <p className="mt-2 text-muted-fg">
            Signed-in visitors also find here the draws they create from any device.
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

function subscribeToStorage(changed: () => void) {
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
}

/** The draws made in this browser (localStorage), listed once the page runs. */
function BrowserDraws() {
  const stored = useSyncExternalStore(
    subscribeToStorage,
    () => window.localStorage.getItem(MY_DRAWS_STORAGE_KEY) ?? "",
    () => null,
  );
  const mine = useMemo(
    () => (stored === null ? null : readMyDraws({ getItem: () => stored })),
    [stored],
  );
  return (
    <section aria-labelledby="browser-draws" className="mt-8">
      <h2 id="browser-draws" className="text-xl font-semibold">
        Draws made in this browser
      </h2>
      {mine === null ? (
        <p className="mt-2 text-muted-fg">
          The draws you make are remembered in this browser (it needs JavaScript).
        </p>
      ) : mine.length === 0 ? (
        <p className="mt-2 text-muted-fg">
          None yet. The draws you make here are remembered in this browser; keep each draw&apos;s
          link to find it from another device.
        </p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Draws made in this browser">
          {mine.map((draw) => (
            <li key={draw.id} className="break-words">
              <Link to={drawPath(draw.id)}>{draw.title}</Link>{" "}
              <span className="text-sm text-muted-fg">
                committed {formatDrawTime(Date.parse(draw.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
