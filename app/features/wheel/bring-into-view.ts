const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Scrolls the page, if it must, so that the element is wholly on screen below the sticky header:
 * a spin pressed with the wheel scrolled away (a visitor editing the entries on a phone) shows
 * the wheel turning and its winner's popup, not a screen of text. Its CSS scroll-margin keeps it
 * clear of the header; nothing moves when it is already in view.
 */
export function bringIntoView(element: Element | null | undefined) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  // The site header comes first in the page; it stays at the top of the screen.
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  if (box.top >= Math.max(0, headerBottom) && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: "nearest", behavior: reducedMotion() ? "auto" : "smooth" });
}
