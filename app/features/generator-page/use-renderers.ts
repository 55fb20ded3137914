import { useEffect, useState } from "react";

import { visitorActs } from "~/ui/first-sign";

import type * as RenderersModule from "./renderers";

export type Renderers = typeof RenderersModule;

let renderersModule: Promise<Renderers> | null = null;

/** The views of results (dice, cards, swatches…): a lazy chunk, never part of the first load. */
export function loadRenderers(): Promise<Renderers> {
  renderersModule ??= import("./renderers");
  renderersModule.catch(() => {
    renderersModule = null;
  });
  return renderersModule;
}

/**
 * The renderers once loaded: when the browser is idle if the run on screen needs them (`needed`:
 * a view, a strength meter, a summary; see needsRenderers), else at the first sign of a visitor
 * (first-sign.ts), ready for the runs to come. A page showing a plain list never fetches them
 * unless someone uses it.
 */
export function useRenderers(needed: boolean): Renderers | null {
  const [renderers, setRenderers] = useState<Renderers | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadRenderers().then(
        (module) => live && setRenderers(module),
        () => {},
      );
    void visitorActs().then(() => live && load());
    if (!needed) {
      return () => {
        live = false;
      };
    }
    const idle = window.requestIdleCallback?.(load, { timeout: 3_000 });
    const timer = idle === undefined ? window.setTimeout(load, 1_500) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [needed]);
  return renderers;
}
