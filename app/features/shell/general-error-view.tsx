import type { ReactNode } from "react";
import { Link, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";

/** The one error view: a real 404 inside the site layout, or a general failure with a way back. */
export default function GeneralErrorView() {
  const error = useRouteError();
  // The address that failed: "." would resolve against the route that renders this boundary,
  // which for the root boundary is the home page.
  const { pathname, search } = useLocation();
  const said = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "";

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorLayout
        status={404}
        title="Page not found"
        message={said || "There is no page at this address."}
        firstAction={
          <Link to="/all" className="btn btn-primary">
            Browse all generators
          </Link>
        }
      />
    );
  }

  return (
    <ErrorLayout
      status={isRouteErrorResponse(error) ? error.status : 500}
      title="Something went wrong"
      message={
        said ||
        "An unexpected error happened on our side. Nothing you entered was lost: go back and try again."
      }
      firstAction={
        <Link to={{ pathname, search }} reloadDocument className="btn btn-primary">
          Try again
        </Link>
      }
    />
  );
}

/** Status, heading and message, then the view's own first action and a way home. */
function ErrorLayout({
  status,
  title,
  message,
  firstAction,
}: {
  status: number;
  title: string;
  message: string;
  firstAction: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-accent">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-fg">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        {firstAction}
        <Link to="/" className="btn btn-ghost">
          Go home
        </Link>
      </div>
    </section>
  );
}
