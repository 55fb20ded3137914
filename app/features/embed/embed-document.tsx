import type { ReactNode } from "react";

import { SITE_ICON_LINKS } from "~/features/shell";
import { useNonce } from "~/utils/nonce";

import type { EmbedTheme } from "./model";

/** `theme=auto`: the viewer's system setting, read before the first paint. */
const AUTO_THEME_SCRIPT =
  'document.documentElement.classList.toggle("dark",matchMedia("(prefers-color-scheme: dark)").matches)';

/**
 * The whole document of an embed: its head and the embed, nothing else. No site chrome, no
 * consent dialog, no analytics and no application scripts: the page works as served, within a
 * few hundred bytes of inline script (its theme, and the wheel's turn).
 */
export function EmbedDocument({
  title,
  description,
  stylesheet,
  theme,
  children,
}: {
  title: string;
  description?: string;
  stylesheet: string;
  theme: EmbedTheme;
  children: ReactNode;
}) {
  const nonce = useNonce();
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined} data-embed={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        <link rel="stylesheet" href={stylesheet} />
        {SITE_ICON_LINKS.map((link) => (
          <link key={link.href} {...link} />
        ))}
        {theme === "auto" ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: AUTO_THEME_SCRIPT }} />
        ) : null}
      </head>
      <body className="bg-bg text-fg antialiased">{children}</body>
    </html>
  );
}
