import { Links, Meta, Outlet, Scripts } from "@remix-run/react";

/** The floor's document: a header of links like the site's, and the page. No CSS framework. */
export default function App() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="The floor: a minimal Remix page for the benchmark." />
        <title>Floor</title>
        <Meta />
        <Links />
      </head>
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "0 auto", maxWidth: "48rem" }}>
        <header>
          <nav aria-label="Main">
            {["Home", "Generators", "Categories", "Packs", "Draws", "Articles", "Docs"].map(
              (label) => (
                <a key={label} href="/" style={{ marginRight: "1rem" }}>
                  {label}
                </a>
              ),
            )}
          </nav>
        </header>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
