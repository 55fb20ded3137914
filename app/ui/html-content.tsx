import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";

/**
 * The same-site address a click on a link inside the element handling `event` should open in
 * the app, or null when the browser should follow it itself: another site, a new tab or window
 * (a modifier key, the middle button, `target`), a download, or a jump within the page.
 */
function inAppTarget(event: MouseEvent<HTMLElement>, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest("a");
  if (!link || !event.currentTarget.contains(link)) return null;
  if (link.hasAttribute("download") || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  // A file (/docs/draw-method-v2.md, a .json) is served as it is, not as a page of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * HTML rendered on the server from our own Markdown (articles), shown as it is. Its links to
 * other pages of the site navigate inside the app, like every other link, instead of
 * reloading the whole page.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const to = inAppTarget(event, window.location);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  }
  return (
    // The links inside are ordinary links: the keyboard reaches them and Enter clicks them.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
