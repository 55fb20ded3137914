import { useRef, type MouseEvent, type PointerEvent } from "react";

import { bearing, DRAG_MIN_PIXELS, isFlick, turnBetween, type DragSample } from "./wheel-flick";

interface Drag {
  pointerId: number;
  centre: { x: number; y: number };
  from: { x: number; y: number };
  bearing: number;
  moved: boolean;
  samples: DragSample[];
}

/**
 * Pointer handlers for the wheel's button: a flick (a drag released fast enough around the
 * centre) calls `onFlick`, a slow drag does nothing, and a press that does not move stays a
 * click. The click that ends a drag is swallowed, so a drag never also presses the button.
 */
export function useFlick({ onFlick, enabled }: { onFlick: () => void; enabled: boolean }) {
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  function sample(current: Drag, event: PointerEvent<HTMLElement>) {
    const point = { x: event.clientX, y: event.clientY };
    const now = bearing(current.centre, point);
    const last = current.samples.at(-1);
    const turned = (last?.turned ?? 0) + turnBetween(current.bearing, now);
    current.bearing = now;
    current.samples.push({ turned, time: performance.now() });
    if (Math.hypot(point.x - current.from.x, point.y - current.from.y) >= DRAG_MIN_PIXELS) {
      current.moved = true;
    }
  }

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      swallowClick.current = false;
      if (!event.isPrimary || event.button !== 0) return;
      const box = event.currentTarget.getBoundingClientRect();
      const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      const from = { x: event.clientX, y: event.clientY };
      drag.current = {
        pointerId: event.pointerId,
        centre,
        from,
        bearing: bearing(centre, from),
        moved: false,
        samples: [{ turned: 0, time: performance.now() }],
      };
      // Moves outside the wheel still belong to this drag.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (current?.pointerId === event.pointerId) sample(current, event);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      drag.current = null;
      if (current?.pointerId !== event.pointerId) return;
      sample(current, event);
      if (!current.moved) return;
      swallowClick.current = true;
      if (enabled && isFlick(current.samples, performance.now())) onFlick();
    },
    onPointerCancel() {
      drag.current = null;
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
