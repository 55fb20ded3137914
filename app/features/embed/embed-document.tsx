import { Links, Meta, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { useNonce } from "~/utils/nonce";

import { readEmbedTheme } from "./model";

/** `theme=auto`: the viewer's system setting, read before the first paint. */
const AUTO_THEME_SCRIPT =
  'document.documentElement.classList.toggle("dark",matchMedia("(prefers-color-scheme: dark)").matches)';

/**
 * The whole document of an embed: the page's head and the embed, nothing else. No site chrome,
 * no consent dialog, no analytics and no application scripts: the page works as served, within
 * a few hundred bytes of script (its theme, and the wheel's turn).
 */
export function EmbedDocument({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  const { theme } = readEmbedTheme(new URLSearchParams(search));
  const nonce = useNonce();
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined} data-embed={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <Meta />
        <Links />
        {theme === "auto" ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AUTO_THEME_SCRIPT }} />
        ) : null}
      </head>
      <body className="bg-bg text-fg antialiased">{children}</body>
    </html>
  );
}
