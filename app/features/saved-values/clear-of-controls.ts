import { useEffect, useState, type RefObject } from "react";

// The floating saved-values button must never sit over a control of the page (issue 30: on
// phones it covered result rows' buttons, the wheel's buttons, form fields). When its own place
// has a control under it, it moves to the nearest place that has none.

/** What counts as a control under the button. */
const CONTROL =
  "a[href], button, input, select, textarea, summary, label, [role='button'], [tabindex]:not([tabindex='-1'])";
/** Points sampled per side of the button's box: a control of 14 px or more cannot slip between. */
const GRID = 5;
/** Space kept between the button and a control it rises above. */
const GAP = 8;
/** The button rises no higher than this share of the viewport (the header is above it). */
const HIGHEST = 0.25;
/** The page settles this long after a scroll, a resize or a change before the place is chosen. */
const SETTLE_MS = 120;

interface Box {
  left: number;
  top: number;
  size: number;
}

/** The first control found under a box, looking past the button's own parts. */
function controlUnder(box: Box, own: (Element | null)[]): Element | null {
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      const x = box.left + 0.5 + ((box.size - 1) * column) / (GRID - 1);
      const y = box.top + 0.5 + ((box.size - 1) * row) / (GRID - 1);
      const hit = document
        .elementsFromPoint(x, y)
        .find((element) => !own.some((part) => part?.contains(element)));
      const control = hit?.closest(CONTROL);
      if (control) return control;
    }
  }
  return null;
}

/** Where the button goes: how far up and how far left of its own place, in px. */
export interface Lift {
  up: number;
  left: number;
}

const STAY: Lift = { up: 0, left: 0 };

/**
 * Where the button covers no control: its own place (`home`, in viewport pixels) if that is
 * clear, else the nearest clear place up the right edge, else along the bottom to the left (over
 * text rather than a row's buttons), else its own place after all.
 */
export function clearPlace(home: Box, own: (Element | null)[]): Lift {
  const highest = window.innerHeight * HIGHEST;
  for (let top = home.top; top >= highest;) {
    const control = controlUnder({ ...home, top }, own);
    if (!control) return { up: home.top - top, left: 0 };
    // Just above that control, then look again.
    top = Math.min(top - 1, control.getBoundingClientRect().top - GAP - home.size);
  }
  for (let left = home.left; left >= 0;) {
    const control = controlUnder({ ...home, left }, own);
    if (!control) return { up: 0, left: home.left - left };
    left = Math.min(left - 1, control.getBoundingClientRect().left - GAP - home.size);
  }
  return STAY;
}

/**
 * Where an element fixed at the bottom right stays clear of the page's controls, chosen again
 * whenever the page settles after a scroll, a resize or a change of its content.
 */
export function useClearOfControls(
  button: RefObject<HTMLElement>,
  own: RefObject<HTMLElement>[],
): Lift {
  const [lift, setLift] = useState(STAY);
  useEffect(() => {
    let timer: number | undefined;
    let current = STAY;
    const place = () => {
      const element = button.current;
      if (!element) return;
      // Its own place, as laid out: the offsets of a fixed element leave out the lift's transform.
      const home = { left: element.offsetLeft, top: element.offsetTop, size: element.offsetWidth };
      const next = clearPlace(home, [element, ...own.map((part) => part.current)]);
      if (next.up !== current.up || next.left !== current.left) {
        current = next;
        setLift(next);
      }
    };
    const soon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(place, SETTLE_MS);
    };
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    soon();
    return () => {
      window.clearTimeout(timer);
      changes.disconnect();
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
    };
    // The refs are stable; the effect runs once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return lift;
}
