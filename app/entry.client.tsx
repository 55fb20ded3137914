import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { loadClerkRoot } from "~/features/accounts";

/**
 * Whether the server rendered the page inside ClerkApp. Read from the document (root.tsx marks
 * it): with single fetch, the loader data is still streaming when this runs.
 */
function accountsOn(): boolean {
  return document.documentElement.dataset.accounts === "clerk";
}

async function hydrate() {
  if (accountsOn()) await loadClerkRoot();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

void hydrate();
