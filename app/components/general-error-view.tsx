import { Link, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";

/** The one error view: a real 404 inside the site layout, or a general failure with a way back. */
export default function GeneralErrorView() {
  const error = useRouteError();
  // The address that failed: "." would resolve against the route that renders this boundary,
  // which for the root boundary is the home page.
  const { pathname, search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  if (notFound) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <p className="text-sm font-semibold text-accent">404</p>
        <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
        <p className="mt-4 text-muted-fg">
          {typeof error.data === "string" && error.data
            ? error.data
            : "There is no page at this address."}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/all" className="btn btn-primary">
            Browse all generators
          </Link>
          <Link to="/" className="btn btn-ghost">
            Go home
          </Link>
        </div>
      </section>
    );
  }

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "An unexpected error happened on our side. Nothing you entered was lost: go back and try again.";
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-accent">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted-fg">{message}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to={{ pathname, search }} reloadDocument className="btn btn-primary">
          Try again
        </Link>
        <Link to="/" className="btn btn-ghost">
          Go home
        </Link>
      </div>
    </section>
  );
}
