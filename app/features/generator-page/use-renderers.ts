import { useEffect, useState } from "react";

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

/** The renderers once loaded: at the first sign of use, or when the browser is idle. */
export function useRenderers(): Renderers | null {
  const [renderers, setRenderers] = useState<Renderers | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      void loadRenderers().then(
        (module) => live && setRenderers(module),
        () => {},
      );
    const idle = window.requestIdleCallback?.(load, { timeout: 3_000 });
    const timer = idle === undefined ? window.setTimeout(load, 1_500) : undefined;
    return () => {
      live = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return renderers;
}
