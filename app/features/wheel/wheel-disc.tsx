import { useEffect, useLayoutEffect, useRef, useState } from "react";

import { sliceAt, type WheelEntry } from "~/engine/shared/wheel";

import { drawHighlight, drawWheel } from "./wheel-draw";
import { playEnd, playTick } from "./wheel-sound";
import type { WheelSound } from "./wheel-sounds";

// The wheel's moving part, loaded after first paint: one canvas drawn once per set of entries,
// colours and size, turned by the compositor (a CSS transform animated with the Web Animations
// API), never redrawn while it turns.

/** A spin the page asks for: where the wheel must come to rest, and how. */
export interface SpinOrder {
  /** Changes for every spin. */
  key: number;
  /** The resting angle decided by the engine, in degrees clockwise (0–360). */
  angle: number;
  turns: number;
  seconds: number;
  /** Land at once, with no motion (reduced motion, or a shared result opened from a link). */
  instant: boolean;
  /** The slice that won, highlighted once the wheel rests. */
  index: number;
}

export interface WheelDiscProps {
  entries: readonly WheelEntry[];
  colours: string;
  resting: ReadonlySet<string>;
  /** Entries' own slice colours, by name. */
  own: ReadonlyMap<string, string>;
  /** Entries' pictures as data URLs, by name. */
  images: ReadonlyMap<string, string>;
  order: SpinOrder | null;
  /** Whether the winner's slice stays outlined (cleared when the entries change). */
  highlight: boolean;
  /** The chosen sound, read as the wheel turns (Silence plays nothing and starts no audio). */
  sound: WheelSound;
  onSettled: (order: SpinOrder, pointerIndex: number) => void;
  /** Receives a function that ends the spin in progress at once (at the same resting angle). */
  registerFinish: (finish: (() => boolean) | null) => void;
}

/** The easing of a spin: quick to start, a long slow stop. */
const SPIN_EASING = "cubic-bezier(0.12, 0.66, 0.16, 1)";
const MAX_SIZE = 560;

const rotate = (degrees: number) => `rotate(${degrees}deg)`;

/** The rotation a transform matrix describes, in degrees 0–360. */
function angleOf(element: HTMLElement): number {
  const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
  const degrees = (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The pictures decoded, ready to draw (each data URL decoded once). */
function usePictures(images: ReadonlyMap<string, string>): ReadonlyMap<string, HTMLImageElement> {
  const [decoded, setDecoded] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  useEffect(() => {
    let live = true;
    const pairs = [...images].map(async ([name, url]) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [name, image] as const;
    });
    void Promise.allSettled(pairs).then((results) => {
      if (!live) return;
      setDecoded(
        new Map(results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []))),
      );
    });
    return () => {
      live = false;
    };
  }, [images]);
  return decoded;
}

export default function WheelDisc({
  entries,
  colours,
  resting,
  own,
  images,
  order,
  highlight,
  sound,
  onSettled,
  registerFinish,
}: WheelDiscProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const disc = useRef<HTMLSpanElement>(null);
  const picture = useRef<HTMLCanvasElement>(null);
  const outline = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState(0);
  /** The wheel's turn so far in degrees (whole turns kept only while a spin runs). */
  const rotation = useRef(0);
  /** Where the last finished order left the wheel, and the slice that won it. */
  const [rest, setRest] = useState<{ key: number; angle: number; index: number } | null>(null);
  const spinning = order !== null && rest?.key !== order.key;
  const settledRef = useRef(onSettled);
  const soundRef = useRef(sound);
  useEffect(() => {
    settledRef.current = onSettled;
    soundRef.current = sound;
  });

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setSize(Math.min(MAX_SIZE, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pictures = usePictures(images);
  useEffect(() => {
    if (picture.current && size > 0) {
      drawWheel(picture.current, { entries, colours, resting, own, images: pictures }, size);
    }
  }, [entries, colours, resting, own, pictures, size]);

  useEffect(() => {
    if (!outline.current || size === 0) return;
    const index = highlight && !spinning && rest ? rest.index : null;
    drawHighlight(outline.current, entries, index, size);
  }, [entries, highlight, rest, spinning, size]);

  useEffect(() => {
    const element = disc.current;
    if (!order || !element) return;
    const from = rotation.current;
    const delta = (((order.angle - from) % 360) + 360) % 360;
    const to = from + (order.instant ? 0 : order.turns * 360) + delta;
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      rotation.current = to % 360;
      element.style.transform = rotate(rotation.current);
      const pointerIndex = sliceAt(entries, rotation.current);
      setRest({ key: order.key, angle: rotation.current, index: order.index });
      // Every spin the visitor made sounds its stop, reduced motion too; a shared result does not.
      if (order.key !== 0) playEnd(soundRef.current);
      settledRef.current(order, pointerIndex);
    };
    if (order.instant) {
      element.style.transform = rotate(to);
      const frameId = requestAnimationFrame(settle);
      return () => cancelAnimationFrame(frameId);
    }
    const animation = element.animate([{ transform: rotate(from) }, { transform: rotate(to) }], {
      duration: order.seconds * 1000,
      easing: SPIN_EASING,
      fill: "forwards",
    });
    animation.onfinish = () => {
      settle();
      animation.cancel();
    };
    registerFinish(() => {
      if (done) return false;
      animation.finish();
      return true;
    });

    // Ticks as slices pass the pointer, read from where the compositor has the wheel.
    let tickFrame = 0;
    let lastSlice = -1;
    let lastTick = 0;
    const listen = (time: number) => {
      if (done) return;
      if (soundRef.current !== "silence") {
        const slice = sliceAt(entries, angleOf(element));
        if (slice !== lastSlice && time - lastTick > 40) {
          if (lastSlice !== -1) playTick(soundRef.current);
          lastTick = time;
        }
        lastSlice = slice;
      }
      tickFrame = requestAnimationFrame(listen);
    };
    tickFrame = requestAnimationFrame(listen);
    return () => {
      cancelAnimationFrame(tickFrame);
      registerFinish(null);
      if (!done) {
        // A newer order (or leaving the page) ends this one where it was meant to stop.
        done = true;
        animation.cancel();
        rotation.current = to % 360;
        element.style.transform = rotate(rotation.current);
      }
    };
    // Only a new order starts a spin; the entries it spun are fixed for that spin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.key]);

  const stopped = spinning ? null : rest;
  const pointerName = stopped ? entries[sliceAt(entries, stopped.angle)]?.name : undefined;
  return (
    <span ref={frame} className="wheel-frame">
      <span
        ref={disc}
        className="wheel-disc"
        data-testid="wheel-disc"
        data-angle={stopped ? stopped.angle.toFixed(4) : undefined}
        data-spinning={spinning ? "true" : "false"}
        data-pointer-entry={pointerName}
        style={{ width: size || undefined, height: size || undefined }}
      >
        <canvas ref={picture} className="wheel-canvas" style={{ width: size, height: size }} />
        <canvas ref={outline} className="wheel-canvas" style={{ width: size, height: size }} />
      </span>
    </span>
  );
}
